import { describe, expect, it } from 'vitest';
import { distanceMetres, EARTH_RADIUS_METRES } from './gps';

describe('distanceMetres', () => {
  it('is zero for one place and a quarter of the meridian from the equator to a pole', () => {
    expect(distanceMetres({ latitude: 41.2, longitude: -96.1 }, { latitude: 41.2, longitude: -96.1 })).toBe(0);
    expect(distanceMetres({ latitude: 0, longitude: 10 }, { latitude: 90, longitude: 10 })).toBeCloseTo(
      (Math.PI / 2) * EARTH_RADIUS_METRES,
      3,
    );
  });

  it('gives about 111.2 m for a thousandth of a degree of latitude, and less for longitude away from the equator', () => {
    const oneThousandth = (Math.PI / 180 / 1000) * EARTH_RADIUS_METRES;
    expect(distanceMetres({ latitude: 30, longitude: -90 }, { latitude: 30.001, longitude: -90 })).toBeCloseTo(oneThousandth, 3);
    expect(distanceMetres({ latitude: 60, longitude: -90 }, { latitude: 60, longitude: -89.999 })).toBeCloseTo(oneThousandth * 0.5, 1);
  });
});
