import { describe, expect, it } from 'vitest';
import { lineWithSitePrice, showSitePricesInLists } from './list-prices.ts';

const NB = '\u00a0';

describe('the prices in the admin’s list of goods', () => {
  it('says each as the site shows it, on one line, and leaves what is no price as typed', () => {
    expect(lineWithSitePrice('Ваза «Мадонна» · ціна 2 650 · в наявності')).toBe(
      `Ваза «Мадонна» · ціна${NB}2${NB}650${NB}₴ · в наявності`,
    );
    expect(lineWithSitePrice('Таця · ціна 1200,50 · продано')).toBe(
      `Таця · ціна${NB}1${NB}201${NB}₴ · продано`,
    );
    expect(lineWithSitePrice('Глек · ціна 1 200 грн')).toBe(`Глек · ціна${NB}1${NB}200${NB}₴`);
    expect(lineWithSitePrice('Комод · ціна 12к · в наявності')).toBe(
      'Комод · ціна 12к · в наявності',
    );
    expect(lineWithSitePrice('Порцеляна')).toBe('Порцеляна');
  });

  it('rewrites the lines Sveltia draws, and again when it redraws one', async () => {
    document.body.innerHTML =
      '<div role="grid"><div role="gridcell"><bdi>Ваза · ціна 2 650 · в наявності</bdi></div></div>';
    showSitePricesInLists(document.body);
    const line = document.querySelector('bdi')!;
    expect(line.textContent).toBe(`Ваза · ціна${NB}2${NB}650${NB}₴ · в наявності`);
    line.textContent = 'Ваза · ціна 3000 · продано';
    await new Promise((resolve) => setTimeout(resolve));
    expect(line.textContent).toBe(`Ваза · ціна${NB}3${NB}000${NB}₴ · продано`);
    document.body.replaceChildren();
  });
});
