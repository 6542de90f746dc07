import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceMetres } from '../tanks/gps';
import { enteredFence, insideGeofence, METRES_PER_MILE, polygonCircle } from './geofences';

const SQUARE = [
  { latitude: 41.0, longitude: -88.0 },
  { latitude: 41.0, longitude: -87.9 },
  { latitude: 41.1, longitude: -87.9 },
  { latitude: 41.1, longitude: -88.0 },
];

describe('geofences', () => {
  it('holds a point within the radius of a circle (miles), and not one beyond', () => {
    const fence = { centerLatitude: 41.88, centerLongitude: -87.63, radius: 1, circular: true, polygon: [] };
    expect(insideGeofence(fence, { latitude: 41.88, longitude: -87.63 })).toBe(true);
    // 0.01 degree of latitude is about 0.69 miles; 0.02 about 1.38.
    expect(insideGeofence(fence, { latitude: 41.89, longitude: -87.63 })).toBe(true);
    expect(insideGeofence(fence, { latitude: 41.9, longitude: -87.63 })).toBe(false);
  });

  it('holds a point inside a polygon, and not one inside its circle but outside its corners', () => {
    const fence = { ...polygonCircle(SQUARE), circular: false, polygon: SQUARE };
    expect(insideGeofence(fence, { latitude: 41.05, longitude: -87.95 })).toBe(true);
    expect(insideGeofence(fence, { latitude: 41.05, longitude: -87.8 })).toBe(false);
    // Just beyond a side, still inside the circle that holds the corners.
    expect(insideGeofence(fence, { latitude: 41.105, longitude: -87.95 })).toBe(false);
  });

  it('keeps every corner of a polygon inside the circle it stores', () => {
    const point = fc.record({
      latitude: fc.double({ min: 40, max: 42, noNaN: true }),
      longitude: fc.double({ min: -89, max: -87, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 30 }), (points) => {
        const c = polygonCircle(points);
        for (const p of points) {
          expect(distanceMetres({ latitude: c.centerLatitude, longitude: c.centerLongitude }, p)).toBeLessThanOrEqual(
            c.radius * METRES_PER_MILE + 1e-6,
          );
        }
      }),
    );
  });
});

describe('enteredFence', () => {
  const yard = { centerLatitude: 41.5, centerLongitude: -88.5, radius: 0.5, circular: true, polygon: [] };
  const depot = { centerLatitude: 41.7, centerLongitude: -88.5, radius: 0.5, circular: true, polygon: [] };
  const away = { latitude: 41.6, longitude: -88.5 };
  const at = (f: typeof yard, time: number) => ({ latitude: f.centerLatitude, longitude: f.centerLongitude, time });

  it('is the fence a fix moved into from outside', () => {
    expect(enteredFence(away, [at(yard, 1)], [yard, depot])).toBe(yard);
    expect(enteredFence(null, [{ ...away, time: 1 }, at(depot, 2)], [yard, depot])).toBe(depot);
  });

  it('is none while the asset stays inside, or only leaves', () => {
    expect(enteredFence(at(yard, 0), [at(yard, 1), at(yard, 2)], [yard])).toBeNull();
    expect(enteredFence(at(yard, 0), [{ ...away, time: 1 }], [yard])).toBeNull();
  });

  it('is the fence entered last when the fixes entered two', () => {
    expect(enteredFence(away, [at(depot, 3), at(yard, 1)], [yard, depot])).toBe(depot);
  });

  it('counts a first fix ever inside a fence as an arrival', () => {
    expect(enteredFence(null, [at(yard, 1)], [yard])).toBe(yard);
  });
});
