import { describe, expect, it } from 'vitest';
import { weatherFormSchema, weatherToForm } from './weather-form';

const weather = {
  folderUid: 5,
  sourceSensorUid: 77,
  sourceLabel: 'CM300 1 port 3',
  baseTemperature: 65,
  season: { startMonth: 9, startDay: 15, endMonth: 5, endDay: 15 },
  importedDays: 10,
  sensorDays: 0,
  firstDay: '2026-01-01',
  lastDay: '2026-01-10',
  sensors: [],
};

describe('the weather form', () => {
  it("round-trips a folder's weather into the save's body", () => {
    expect(weatherFormSchema.parse(weatherToForm(weather))).toEqual({
      sourceSensorUid: 77,
      baseTemperature: 65,
      season: { startMonth: 9, startDay: 15, endMonth: 5, endDay: 15 },
    });
  });

  it('sends no sensor and no season when none is chosen', () => {
    const form = { ...weatherToForm({ ...weather, sourceSensorUid: null, season: null }), baseTemperature: '60' };
    expect(weatherFormSchema.parse(form)).toEqual({ sourceSensorUid: null, baseTemperature: 60, season: null });
  });

  it('takes a blank base as the default and refuses a blank day', () => {
    const form = weatherToForm(weather);
    expect(weatherFormSchema.parse({ ...form, baseTemperature: ' ' }).baseTemperature).toBe(65);
    const bad = weatherFormSchema.safeParse({ ...form, season: { ...form.season, endDay: '' } });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['season.endDay']);
  });

  it("answers with the save's messages on the fields of the same names", () => {
    const bad = weatherFormSchema.safeParse({
      ...weatherToForm(weather),
      baseTemperature: '95',
      season: { ...weatherToForm(weather).season, startMonth: '13' },
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['baseTemperature', expect.stringMatching(/^Base Temperature: /)],
        ['season.startMonth', expect.stringMatching(/^Start Month: /)],
      ]),
    );
  });
});
