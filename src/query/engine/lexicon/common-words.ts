/**
 * Ordinary English words that the typo corrector must leave alone: each is one or two letters
 * from a word of the query language ("sold" / "hold", "sent" / "send", "capital" / "Capitol"),
 * and "correcting" it would invent a meaning the user never asked for.
 */
import { DEGREE_ADVERBS } from './degree-of-whole';

export const COMMON_WORDS: readonly string[] = [
  ...(
    'sold bought sent made spent owe owes held told gold cold bold fold hole whole holds ' +
    'went gone came come comes got gotten gave given took taken ran kept felt lost won ' +
    'take takes taking give gives giving keep keeps keeping bring brings brought ' +
    'grow grows growth increase increases decrease decreases ' +
    'capital hospital weather whether leather feather joke jokes poem poems song songs ' +
    'movie movies recipe recipes game games score scores team teams world cup president ' +
    'population forecast rain snow temperature news story stories meaning life love time ' +
    'times clock hour hours minute minutes second seconds morning evening night tonight ' +
    'lunch dinner breakfast food pizza coffee beer wine water city country france paris ' +
    'london germany europe china japan india moon sun star stars planet earth space ocean ' +
    'river mountain animal animals dog dogs cat cats bird horse fish tree flower color ' +
    'colour music band album book books author write read reading writing poetry essay ' +
    'letter letters word words sentence language translate translation french spanish ' +
    'english german chinese hello hola goodbye bye thanks thank sorry help helpful please ' +
    'explain describe define definition why how what when where whom should would could ' +
    'might must shall think believe feel guess opinion best worst better worse good bad ' +
    'great nice happy sad funny interesting boring true false yes maybe okay sure right ' +
    'wrong left up down over under near far here there everywhere nowhere anywhere somewhere ' +
    'people person man woman ' +
    'men women child children family friend friends name birthday age old young new big ' +
    'small long short high low fast slow hot warm cool stock market bitcoin crypto price ' +
    'prices share shares election vote party government law police doctor health sick ' +
    'medicine car cars train plane flight flights hotel trip travel vacation holiday ' +
    'holidays weekend monday tuesday wednesday thursday friday saturday sunday password ' +
    'login account computer phone internet website email server database table tables ' +
    'column columns query queries sql code program software bug error errors file files ' +
    'folder image picture photo video draw paint play sing dance run walk jump swim eat ' +
    'drink sleep wake work job jobs boss salary salaries employee employees staff hire fire ' +
    'meeting meetings calendar schedule remind reminder alarm timer note notes list todo ' +
    'task tasks project projects plan plans idea ideas problem problems question questions ' +
    'answer answers thing things stuff something anything nothing everything someone anyone ' +
    'everyone nobody today tomorrow yesterday tell universe god religion philosophy history ' +
    'science math physics chemistry biology weird random test testing sample example ' +
    'examples demo foo bar baz lorem ipsum asdf qwerty blah hmm uh um ah oh wow lol ' +
    'whatever stop start quit exit again repeat more less least most much many few lot lots ' +
    'plenty enough too very really quite rather pretty so such owner owners manager ' +
    'managers ceo company companies business industry economy inflation tax taxes revenue ' +
    'profit profits loss losses margin margins growth forecasting budget budgets goal goals ' +
    'target targets performance sales marketing customer service support buying selling ' +
    'sell buy pay paying cash money bank loan loans coin coins dollar dollars euro euros ' +
    'pound pounds yen rate rates interest exchange currency trade trading deal deals ' +
    'contract contracts lunar solar wind storm cloud clouds sunny rainy snowy windy predict ' +
    'prediction projection estimate expect ' +
    // Verbs of trade and measures people ask about ("provide" is not "province", "quality" not
    // "quantity"): read as themselves, they name a relation or lower the confidence.
    'provide provides provided supply supplies supplied quality rating ratings ' +
    // Things of a plant the catalog may not hold ("bins" is not "mins"): left unknown, they
    // lower the confidence instead of turning into a word of the query language.
    'bin bins pallet pallets shelf shelves aisle aisles truck trucks forklift forklifts ' +
    'machine machines tool tools shift shifts ' +
    // "size" is not "site": how big a record is, read by the aggregate before it.
    'size sizes ' +
    // "arrived" is not "archived": a verb of receipt, left unknown where the catalog lacks it.
    'arrive arrives arrived arriving arrival ' +
    // "contents of sales order N" is not "contact": what a document holds (document-lines.ts).
    'content contents ' +
    // "same for SOUTH", "the same currency as": a word of sameness (unread-comparison.ts), not
    // "sale"; corrected, it turned a follow-up with nothing to refer to into sales orders.
    'same ' +
    // Prepositions: never the start of a name on their own ("via" is not "Via Monte Bianco 34").
    'via per into onto upon within without through across along among around against toward ' +
    'towards beyond during except inside outside unless whereas'
  ).split(' '),
  // "totally" is not "total": an adverb of degree, read where it adds nothing (degree-of-whole.ts).
  ...DEGREE_ADVERBS,
];
