import { specEngine, SPEC_TODAY } from './engine-fixture';
import { formatFilter } from '../../src/erp/load-request';
const engine = specEngine();
for (const q of process.argv.slice(2)) {
  const tagged = (engine as any).tagger.tag(q, SPEC_TODAY);
  console.log('Q:', q);
  for (const m of tagged.mentions)
    console.log(
      '   ',
      m.kind,
      JSON.stringify(m.text),
      JSON.stringify(m.lex ?? []).slice(0, 300),
      m.rule ? JSON.stringify(m.rule).slice(0, 80) : '',
    );
  const o = engine.interpret(q, SPEC_TODAY, 0);
  if (o.kind === 'plan') {
    const p = o.plan;
    console.log(
      '  =>',
      p.ido,
      p.filter ? formatFilter(p.filter) : '',
      JSON.stringify(p.relations).slice(0, 300),
      JSON.stringify(p.aggregate ?? ''),
      JSON.stringify(p.orderBy),
      p.fields.join(','),
      'conf',
      p.confidence,
      p.notes.join(' | '),
    );
  } else console.log('  => REFUSED', o.refusal.reason, o.refusal.message);
}
