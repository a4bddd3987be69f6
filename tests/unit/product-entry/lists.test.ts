import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_BY_TYPE, autoSelectCountry } from '#shared/product-entry/countries';
import { DISTRIBUTORS } from '#shared/product-entry/distributors';
import { DIMARGIN_WINE_TYPES, showsAlcohol, showsVintage } from '#shared/product-entry/product-types';
import { REVIEWERS } from '#shared/product-entry/reviewers';

const collate = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const isSortedAndUnique = (list: readonly string[]) =>
  list.every((value, index) => index === 0 || collate(list[index - 1] as string, value) < 0);

describe('fixed lists (spec 02 §9)', () => {
  it('has about 160 distributors, alphabetical and without repeats', () => {
    expect(DISTRIBUTORS.length).toBeGreaterThanOrEqual(150);
    expect(DISTRIBUTORS.length).toBeLessThanOrEqual(170);
    expect(isSortedAndUnique(DISTRIBUTORS)).toBe(true);
    for (const name of [
      "Southern Glazer's Wine & Spirits",
      'Breakthru Beverage Group',
      'Republic National Distributing Company',
      'Johnson Brothers',
      'Major Brands',
      'Winebow',
      'Skurnik Wines',
      'Vintus',
      'Kysela Pere et Fils',
      "Martine's Wines",
      'Louis/Dressner Selections',
      'Wine Warehouse',
      'Grey Eagle Distributors',
      'Lohr Distributing',
    ]) {
      expect(DISTRIBUTORS).toContain(name);
    }
  });

  it('has 25 countries running from Austria through United States', () => {
    expect(COUNTRIES).toHaveLength(25);
    expect(COUNTRIES[0]).toBe('Austria');
    expect(COUNTRIES.at(-1)).toBe('United States');
    expect(isSortedAndUnique(COUNTRIES)).toBe(true);
    for (const implied of Object.values(COUNTRY_BY_TYPE)) expect(COUNTRIES).toContain(implied);
  });

  it('has 48 critics and publications, sorted and distinct', () => {
    expect(REVIEWERS).toHaveLength(48);
    expect(isSortedAndUnique(REVIEWERS)).toBe(true);
    for (const name of [
      'Wine Spectator',
      'Wine Enthusiast',
      "Robert Parker's Wine Advocate",
      'James Suckling',
      'Vinous',
      'Decanter',
      'Jancis Robinson',
      'Jeb Dunnuck',
      'Wine & Spirits',
      'Tasting Panel',
      'Whisky Advocate',
    ]) {
      expect(REVIEWERS).toContain(name);
    }
  });

  it('names the eight DIMARGIN wine types', () => {
    expect(new Set(DIMARGIN_WINE_TYPES).size).toBe(8);
  });
});

describe('autoSelectCountry (spec 02 §2 step 2)', () => {
  it.each([
    ['USA Wine', 'United States'],
    ['USA Beer', 'United States'],
    ['France Wine', 'France'],
    ['Italy Wine', 'Italy'],
    ['Scotch', 'Scotland'],
    ['Mexican Spirits', 'Mexico'],
  ])('fills %s with %s when empty', (type, country) => {
    expect(autoSelectCountry(type, '')).toBe(country);
  });

  it('never replaces a chosen country, and leaves other types empty', () => {
    expect(autoSelectCountry('France Wine', 'Spain')).toBe('Spain');
    expect(autoSelectCountry('Other Wine', '')).toBe('');
    expect(autoSelectCountry('usa wine', '')).toBe('');
  });
});

describe('field visibility by type name', () => {
  it.each([
    ['USA Wine', true, true],
    ['Mexican Spirits', true, true],
    ['USA Beer', false, true],
    ['Gourmet Foods', false, false],
    ['SPIRITS', true, true],
  ])('%s: vintage %s, alcohol %s', (type, vintage, alcohol) => {
    expect(showsVintage(type)).toBe(vintage);
    expect(showsAlcohol(type)).toBe(alcohol);
  });
});
