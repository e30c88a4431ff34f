/**
 * Martin Porter's 1980 stemmer for English words (lower case, ASCII letters), so `configured`,
 * `configuring` and `configure` meet in one index term on every storage engine: MariaDB's
 * FULLTEXT has no stemming of its own, and one analyzer keeps both engines answering alike.
 */
const STEP2: [string, string][] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP3: [string, string][] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];

const consonant = '[^aeiou]';
const vowel = '[aeiouy]';
const C = `${consonant}[^aeiouy]*`;
const V = `${vowel}[aeiou]*`;
const mGt0 = new RegExp(`^(${C})?${V}${C}`);
const mEq1 = new RegExp(`^(${C})?${V}${C}(${V})?$`);
const mGt1 = new RegExp(`^(${C})?${V}${C}${V}${C}`);
const hasVowel = new RegExp(`^(${C})?${vowel}`);
const cvc = new RegExp(`^${C}${vowel}[^aeiouwxy]$`);

/** Replaces the first matching suffix when the stem before it satisfies `ok`. */
function replaceSuffix(word: string, rules: [string, string][], ok: (stem: string) => boolean): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    return ok(stem) ? stem + replacement : word;
  }
  return word;
}

function step1(word: string): string {
  let w = word;
  if (w.endsWith('sses') || w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);

  if (w.endsWith('eed')) {
    if (mGt0.test(w.slice(0, -3))) w = w.slice(0, -1);
  } else {
    const suffix = w.endsWith('ed') ? 'ed' : w.endsWith('ing') ? 'ing' : '';
    const stem = suffix ? w.slice(0, -suffix.length) : '';
    if (suffix && hasVowel.test(stem)) {
      w = stem;
      if (/(at|bl|iz)$/.test(w)) w += 'e';
      else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
      else if (cvc.test(w)) w += 'e';
    }
  }
  if (w.endsWith('y') && hasVowel.test(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  return w;
}

function step4(word: string): string {
  for (const suffix of [...STEP4].sort((a, b) => b.length - a.length)) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    return mGt1.test(stem) ? stem : word;
  }
  if (word.endsWith('ion')) {
    const stem = word.slice(0, -3);
    if (mGt1.test(stem) && /[st]$/.test(stem)) return stem;
  }
  return word;
}

function step5(word: string): string {
  let w = word;
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    if (mGt1.test(stem) || (mEq1.test(stem) && !cvc.test(stem))) w = stem;
  }
  if (w.endsWith('ll') && mGt1.test(w)) w = w.slice(0, -1);
  return w;
}

/** The Porter stem of a lower-case word; words of one or two letters and non-letters pass through. */
export function porterStem(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  let w = word[0] === 'y' ? `Y${word.slice(1)}` : word;
  w = step1(w);
  w = replaceSuffix(w, STEP2, (stem) => mGt0.test(stem));
  w = replaceSuffix(w, STEP3, (stem) => mGt0.test(stem));
  w = step4(w);
  w = step5(w);
  return w.replace(/^Y/, 'y');
}
