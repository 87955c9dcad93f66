import { describe, expect, it } from 'vitest';
import { CalendarFetchError, calendarUrlOf, checkedLookup, isRefusedAddress } from './calendar-fetch.ts';

describe('the address of a staff member’s calendar', () => {
  it('takes the secret addresses Google, Outlook and Apple give, webcal as https', () => {
    // Act
    const google = calendarUrlOf('https://calendar.google.com/calendar/ical/anna%40example.nl/private-abc123/basic.ics');
    const apple = calendarUrlOf('webcal://p42-caldav.icloud.com/published/2/abc');

    // Assess
    expect(google.hostname).toBe('calendar.google.com');
    expect(apple.href).toBe('https://p42-caldav.icloud.com/published/2/abc');
  });

  it.each([
    ['http://calendar.google.com/basic.ics', 'plain http'],
    ['https://127.0.0.1:9001/2018-06-01/runtime/invocation/next', 'the Lambda runtime API'],
    ['https://[::1]/agenda.ics', 'loopback over IPv6'],
    ['https://169.254.169.254/latest/meta-data/', 'the link-local metadata range'],
    ['https://[::ffff:127.0.0.1]/agenda.ics', 'IPv4 loopback written as IPv6'],
    ['https://localhost/agenda.ics', 'localhost'],
    ['https://anna:geheim@calendar.example.nl/a.ics', 'credentials'],
    ['file:///etc/passwd', 'a file'],
    ['geen adres', 'no address'],
  ])('refuses %s (%s)', (address) => {
    expect(() => calendarUrlOf(address)).toThrow(CalendarFetchError);
  });

  it('refuses loopback, link-local, unspecified and multicast addresses, and lets public ones through', () => {
    expect(['127.0.0.53', '0.0.0.0', '169.254.1.1', '::1', 'fe80::1', '224.0.0.1', 'ff02::1', 'niet-een-ip'].map(isRefusedAddress)).toEqual(
      Array(8).fill(true),
    );
    expect(['142.250.179.174', '192.0.2.2', '172.32.0.1', '2a00:1450:400e::200e'].map(isRefusedAddress)).toEqual(Array(4).fill(false));
  });

  it('refuses the private ranges a local stack or a VPC could reach: RFC 1918, carrier-grade NAT and unique-local IPv6', () => {
    // Act
    const judged = [
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '100.64.0.1',
      'fd12:3456::1',
      'fc00::1',
      '::ffff:192.168.0.1',
    ].map(isRefusedAddress);

    // Assess
    expect(judged).toEqual(Array(8).fill(true));
    expect(() => calendarUrlOf('https://192.168.1.10/agenda.ics')).toThrow(CalendarFetchError);
  });

  it('never opens a connection to a name that resolves to the machine itself', async () => {
    // Act: the lookup the connection uses, for a name whose DNS answer is loopback
    const looked = await new Promise<unknown>((resolve) => checkedLookup('localhost', { all: true }, (error) => resolve(error)));

    // Assess
    expect(looked).toBeInstanceOf(CalendarFetchError);
    expect(String(looked)).toMatch(/refused address/);
  });
});
