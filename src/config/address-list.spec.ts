import { AddressList, addressEntryFault, isLoopbackHost } from './address-list';

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['localhost', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.1', false],
    ['128.0.0.1', false],
    ['erp.example.com', false],
    ['localhost.example.com', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('addressEntryFault', () => {
  it.each(['127.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '::1', 'fd00::/8', '::/0'])(
    'accepts %s',
    (entry) => expect(addressEntryFault(entry)).toBeNull(),
  );
  it.each(['localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/x', '10.0.0.0/8/1', '1.2.3', ''])(
    'refuses %s',
    (entry) => expect(addressEntryFault(entry)).toMatch(/not an IP address|prefix must be/),
  );
});

describe('AddressList', () => {
  const list = new AddressList(['127.0.0.0/8', '::1', '10.1.2.3', 'fd00::/8']);

  it.each([
    ['127.0.0.1', true],
    ['127.9.9.9', true],
    ['::ffff:127.0.0.1', true],
    ['::1', true],
    ['10.1.2.3', true],
    ['::ffff:10.1.2.3', true],
    ['fd12::5', true],
    ['10.1.2.4', false],
    ['192.168.0.1', false],
    ['::2', false],
    ['not-an-address', false],
    [undefined, false],
  ])('%s → %s', (address, allowed) => {
    expect(list.has(address)).toBe(allowed);
  });

  it('an empty list allows no one', () => {
    expect(new AddressList([]).has('127.0.0.1')).toBe(false);
  });
});
