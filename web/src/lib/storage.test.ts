import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS, getDeviceFingerprint, readLocal, readLocalJson, sanitizeText, writeLocal, writeLocalJson } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('local storage text is sanitised of markup (spec 000 §5)', () => {
  it('strips tags and stray angle brackets but keeps the text', () => {
    expect(sanitizeText('<b>North</b> yard')).toBe('North yard');
    expect(sanitizeText('<img src=x onerror="alert(1)">Tank 4')).toBe('Tank 4');
    expect(sanitizeText('<<script>script>alert(1)<</script>/script>')).toBe('scriptalert(1)/script');
    expect(sanitizeText('a < b and c > d')).toBe('a  b and c  d');
    expect(sanitizeText('Plain text, 100% fine & dandy')).toBe('Plain text, 100% fine & dandy');
  });

  it('sanitises on write', () => {
    writeLocal('lastFolderLabel', '<script>alert(1)</script>Acme Propane');
    expect(localStorage.getItem('lastFolderLabel')).toBe('alert(1)Acme Propane');
  });

  it('sanitises on read, whatever other code stored', () => {
    localStorage.setItem('lastFolderLabel', '<iframe src="evil"></iframe>Depot');
    expect(readLocal('lastFolderLabel')).toBe('Depot');
    expect(readLocal('missing')).toBeNull();
  });

  it('sanitises every string of a JSON value, on write and on read', () => {
    writeLocalJson('recentFolders', [{ uid: 7, label: '<b>Depot</b>' }]);
    expect(JSON.parse(localStorage.getItem('recentFolders')!)).toEqual([{ uid: 7, label: 'Depot' }]);

    localStorage.setItem('recentFolders', JSON.stringify([{ uid: 8, label: 'Yard <svg onload=x>' }]));
    expect(readLocalJson('recentFolders')).toEqual([{ uid: 8, label: 'Yard ' }]);
    localStorage.setItem('recentFolders', 'not json');
    expect(readLocalJson('recentFolders')).toBeUndefined();
  });
});

describe('device fingerprint (spec 000 §3)', () => {
  it('is a random UUID created once and kept in local storage', () => {
    const first = getDeviceFingerprint();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i);
    expect(localStorage.getItem(LOCAL_KEYS.deviceFingerprint)).toBe(first);
    expect(getDeviceFingerprint()).toBe(first);
  });

  it('differs between browsers and replaces a value that is not a UUID', () => {
    const first = getDeviceFingerprint();
    localStorage.clear();
    expect(getDeviceFingerprint()).not.toBe(first);

    localStorage.setItem(LOCAL_KEYS.deviceFingerprint, '<b>tampered</b>');
    expect(getDeviceFingerprint()).not.toContain('tampered');
  });
});
