/** Words that start with a vowel letter but a consonant sound ("a unique", "a one-off"). */
const consonantSound = /^(uni|use|usu|uti|euro|one|once)/i;
/** Words that start with a consonant letter but a vowel sound ("an hour", "an honest"). */
const vowelSound = /^(hour|honest|honou?r|heir)/i;

/** The word with "a" or "an" before it, by how it sounds: "an elegant", "a cozy", "a unique", "an honest". */
export function withArticle(word: string): string {
  const vowel = vowelSound.test(word) || (/^[aeiou]/i.test(word) && !consonantSound.test(word));
  return `${vowel ? "an" : "a"} ${word}`;
}
