import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE } from '#contracts/assistant.ts';
import { agendaItems, scorecardItems } from './template-items.ts';

const shape = (items: ReturnType<typeof scorecardItems>) =>
  items.map((i) => `${i.itemOrder}:${i.itemId}<${i.parentItemId ?? ''}>${i.content}`);

describe('scorecard items', () => {
  it('makes headings of plain lines and children of indented or bulleted ones', () => {
    const content = '## Technical\n- Clean code\n   Tests first\n\n**Communication**\n\t1. Listens\nCulture';
    expect(shape(scorecardItems(content))).toEqual([
      '0:1<>Technical',
      '1:1.1<1>Clean code',
      '2:1.2<1>Tests first',
      '3:2<>Communication',
      '4:2.1<2>Listens',
      '5:3<>Culture',
    ]);
  });

  it('keeps bullets before any heading at the top level, and numbered lines as headings', () => {
    expect(shape(scorecardItems('- Loose one\n* Loose two\n1. Problem solving\n- Decomposes'))).toEqual([
      '0:1<>Loose one',
      '1:2<>Loose two',
      '2:3<>Problem solving',
      '3:3.1<3>Decomposes',
    ]);
  });

  it("skips blank lines, bare bullets and the offline assistant's notice", () => {
    expect(shape(scorecardItems(`${OFFLINE_NOTICE}\n\n  \n-\nValues\r\n- Honest`))).toEqual([
      '0:1<>Values',
      '1:1.1<1>Honest',
    ]);
  });
});

describe('agenda items', () => {
  it('reads typed lines with their minutes (15 when missing)', () => {
    const items = agendaItems('- Intro (5 min)\n- Coding: 30 minutes\n- Wrap-up');
    expect(items.map((i) => [i.itemId, i.content, i.duration, i.itemOrder])).toEqual([
      ['1', 'Intro', 5, 0],
      ['2', 'Coding', 30, 1],
      ['3', 'Wrap-up', 15, 2],
    ]);
  });

  it('reads the JSON the assistant stores, descriptions as untimed children', () => {
    const items = agendaItems(
      JSON.stringify([{ title: 'Design', duration: 40, description: 'A URL shortener' }]),
    );
    expect(items).toEqual([
      { itemId: '1', parentItemId: null, content: 'Design', duration: 40, itemOrder: 0 },
      { itemId: '1.1', parentItemId: '1', content: 'A URL shortener', duration: 0, itemOrder: 1 },
    ]);
  });
});
