/**
 * The words a page in the reader's language shows around the rule (lib/site/translated-pages.ts): one table per
 * language, as data. Written by hand for these pages, in the words the translations themselves use where they have
 * them (the Chinese CR's 规则 and 参见, its IPG's 处罚; the Korean CR's 규칙 and 용어사전, its IPG's 벌칙; the Japanese
 * CR's ルール and 参照), and plain words elsewhere; a translator reading a page is the review they need. The rule's text
 * is never here: it is the translation's, and the English beside it is authoritative.
 */
export interface InterfaceWords {
  /** The language's name in itself, for the language switch. */
  name: string
  search: string
  /** The search box's hint. */
  searchHint: string
  skip: string
  rule: string
  /** Above the English text: the English is the rule; the translation is its words. */
  english: string
  englishIsAuthoritative: string
  translation: string
  /** "Unofficial translation by {who}". */
  translatedBy: (who: string) => string
  /** "Translated from the text of {date}", the date of the English it was made from. */
  translatedFrom: (date: string) => string
  /** Above the word diff of the English since that date. */
  englishChangedSince: (date: string) => string
  asOf: string
  history: string
  penalty: string
  languages: string
  refersTo: string
  referencedBy: string
  previous: string
  next: string
  /** The link to the English page of the rule. */
  englishPage: string
}

export const ENGLISH_NAME = 'English'

export const INTERFACE_WORDS = {
  'zh-Hans': {
    name: '简体中文',
    search: '搜索',
    searchHint: '规则编号或词语',
    skip: '跳到正文',
    rule: '规则',
    english: '英文原文',
    englishIsAuthoritative: '以英文原文为准。',
    translation: '译文',
    translatedBy: (who) => `非官方译文：${who}`,
    translatedFrom: (date) => `译自${date}的英文规则文本`,
    englishChangedSince: (date) => `${date}以来英文原文的改动`,
    asOf: '截至',
    history: '历史',
    penalty: '处罚',
    languages: '语言',
    refersTo: '参见',
    referencedBy: '引用此规则的规则',
    previous: '上一条',
    next: '下一条',
    englishPage: '英文页面',
  },
  ko: {
    name: '한국어',
    search: '검색',
    searchHint: '규칙 번호 또는 단어',
    skip: '본문으로 건너뛰기',
    rule: '규칙',
    english: '영어 원문',
    englishIsAuthoritative: '영어 원문이 우선합니다.',
    translation: '번역',
    translatedBy: (who) => `비공식 번역: ${who}`,
    translatedFrom: (date) => `${date} 영어 규칙 원문을 번역`,
    englishChangedSince: (date) => `${date} 이후 영어 원문의 변경`,
    asOf: '기준',
    history: '변경 이력',
    penalty: '벌칙',
    languages: '언어',
    refersTo: '참조',
    referencedBy: '이 규칙을 참조하는 규칙',
    previous: '이전',
    next: '다음',
    englishPage: '영어 페이지',
  },
  ja: {
    name: '日本語',
    search: '検索',
    searchHint: 'ルール番号または語句',
    skip: '本文へスキップ',
    rule: 'ルール',
    english: '英語原文',
    englishIsAuthoritative: '英語を正文とします。',
    translation: '翻訳',
    translatedBy: (who) => `非公式翻訳：${who}`,
    translatedFrom: (date) => `${date}の英語テキストからの翻訳`,
    englishChangedSince: (date) => `${date}以降の英語テキストの変更`,
    asOf: '時点',
    history: '履歴',
    penalty: '罰則',
    languages: '言語',
    refersTo: '参照',
    referencedBy: 'このルールを参照するルール',
    previous: '前へ',
    next: '次へ',
    englishPage: '英語のページ',
  },
} satisfies Record<string, InterfaceWords>

export type PageLanguage = keyof typeof INTERFACE_WORDS

/** The languages with pages of their own (`/zh-Hans/r/NUMBER`): those the table has words for. */
export const PAGE_LANGUAGES = Object.keys(INTERFACE_WORDS) as PageLanguage[]

export function isPageLanguage(language: string): language is PageLanguage {
  return Object.hasOwn(INTERFACE_WORDS, language)
}

export function wordsOf(language: PageLanguage): InterfaceWords {
  return INTERFACE_WORDS[language]
}
