import { businessDayIn, foreignZoneLabel, offsetName, zoneOffsetMinutes } from './business-zone';

describe('business time zone labels', () => {
  const at = new Date('2026-11-27T20:37:00Z');

  it('reads a zone’s offset', () => {
    expect(zoneOffsetMinutes('Asia/Manila', at)).toBe(480);
    expect(zoneOffsetMinutes('Asia/Kolkata', at)).toBe(330);
    expect(zoneOffsetMinutes('UTC', at)).toBe(0);
    expect(zoneOffsetMinutes('Mars/Olympus', at)).toBeNull();
  });

  it('names offsets as people write them', () => {
    expect(offsetName(480)).toBe('UTC+8');
    expect(offsetName(330)).toBe('UTC+5:30');
    expect(offsetName(-300)).toBe('UTC-5');
    expect(offsetName(0)).toBe('UTC');
  });

  it('names the zone only when the viewer’s clock differs', () => {
    const viewerOffset = -at.getTimezoneOffset();
    const manila = foreignZoneLabel('Asia/Manila', at);
    expect(manila).toBe(viewerOffset === 480 ? null : 'UTC+8');
    // A zone with the viewer's own offset needs no note.
    const same =
      viewerOffset === 0 ? 'UTC' : 'Etc/GMT' + (viewerOffset > 0 ? '-' : '+') + viewerOffset / 60;
    expect(foreignZoneLabel(same, at)).toBeNull();
    expect(foreignZoneLabel('Mars/Olympus', at)).toBeNull();
  });

  it('tells the business day of an instant at 23:59 and 00:01 Manila', () => {
    expect(businessDayIn('Asia/Manila', new Date('2026-11-27T15:59:00Z'))).toBe('2026-11-27');
    expect(businessDayIn('Asia/Manila', new Date('2026-11-27T16:01:00Z'))).toBe('2026-11-28');
    expect(businessDayIn('UTC', new Date('2026-11-27T16:01:00Z'))).toBe('2026-11-27');
  });
});
