import { describe, expect, it } from 'vitest';
import { KeptPages, keptText } from './kept-page.ts';

/** A drawing of a page as the visitor cache keeps it: its nonce in the HTML, as a render puts it. */
const drawing = (nonce: string, cut = false) => keptText({ status: 200, nonce, html: `<html><script nonce="${nonce}"></script><p>page</p></html>`, replay: [], cut: cut || undefined });

describe('pages made ready for sending', () => {
  it('holds one page per address: a new drawing replaces the one before, the same text is read once', () => {
    const pages = new KeptPages();
    const first = pages.read('page:/questions/1', drawing('n1'));
    expect(pages.read('page:/questions/1', drawing('n1'))).toBe(first);
    const second = pages.read('page:/questions/1', drawing('n2'));
    expect(second).not.toBe(first);
    expect(pages.size).toBe(1);
    // the page is sent with each visit's nonce where the drawing's was
    expect(pages.body(second, 'visit').toString()).toBe('<html><script nonce="visit"></script><p>page</p></html>');
    pages.read('page:/questions/2', drawing('n3'));
    expect(pages.size).toBe(2);
  });

  it('holds no shell sent for want of a render slot (never kept, a fresh text each time)', () => {
    const pages = new KeptPages();
    for (const nonce of ['Q1', 'Q2', 'Q3']) {
      const shell = pages.read('page:/questions/1', drawing(nonce, true));
      expect(pages.body(shell, 'v').toString()).toContain('nonce="v"');
    }
    expect(pages.size).toBe(0);
  });

  it('holds at most 32 pages, the least recently drawn going first', () => {
    const pages = new KeptPages();
    for (let i = 0; i < 40; i += 1) pages.read(`page:/questions/${i}`, drawing(`n${i}`));
    expect(pages.size).toBe(32);
    const newest = pages.read('page:/questions/39', drawing('n39'));
    expect(pages.read('page:/questions/39', drawing('n39'))).toBe(newest);
    // the first drawn was let go: reading it again makes a new ready page
    const oldest = pages.read('page:/questions/0', drawing('n0'));
    expect(pages.read('page:/questions/0', drawing('n0'))).toBe(oldest);
    expect(pages.size).toBe(32);
  });
});
