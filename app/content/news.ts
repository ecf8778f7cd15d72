import type { MessageDescriptor } from '@lingui/core'
import { AS_OF } from './as-of.ts'
import { text } from './text.ts'

/**
 * News articles (docs/product.md#news-articles): real events of the campaign, newest first,
 * each linking to the page that reports it. Titles and excerpts are our own
 * summaries — no quotes. `date` is rendered as the article's time text. Nothing is
 * dated after the site's "as of" date (./as-of.ts), and every entry says when its
 * source was last checked against that date (`checked`).
 */
export type NewsCategory = 'Breaking' | 'Update' | 'Analysis'

export interface NewsArticle {
  id: string
  category: NewsCategory
  title: MessageDescriptor
  excerpt: MessageDescriptor
  /** ISO date (YYYY-MM-DD) of the event. */
  date: string
  /** 'month' when only the month is certain: the time text then omits the day. */
  datePrecision?: 'day' | 'month'
  url: string
  /** Source shown under the excerpt. */
  source: string
  urgent: boolean
  impact: 'high' | 'medium'
  /** ISO date on which the source was checked against the excerpt (never after AS_OF). */
  checked: string
  /** Where other sources disagree or the date is approximate (data only, not shown). */
  note?: string
}

export const NEWS_ARTICLES: readonly NewsArticle[] = [
  {
    id: 'signal-leave-eu-2025',
    category: 'Breaking',
    title: text('news-title', `Signal would rather leave the EU than scan messages`),
    excerpt: text(
      'news-summary',
      `Signal's president said the app would withdraw from the European market rather than build scanning into its end-to-end encryption.`,
    ),
    date: '2025-10-01',
    datePrecision: 'month',
    url: 'https://cyberinsider.com/signal-vows-to-leave-european-market-if-chat-control-becomes-law',
    source: 'CyberInsider',
    urgent: true,
    impact: 'high',
    checked: AS_OF,
    note: 'Meredith Whittaker to dpa, reported from 1 October 2025; the day differs between reports, hence month precision.',
  },
  {
    id: 'council-vote-scheduled-2025',
    category: 'Update',
    title: text('news-title', `Council vote set for 14 October`),
    excerpt: text(
      'news-summary',
      `After the working party of 12 September, the Danish presidency still wants interior ministers to adopt its text on 14 October. Governments are to state their voting intentions to the ambassadors on 8 October.`,
    ),
    date: '2025-09-12',
    url: 'https://chatcontrol.eu/',
    source: 'chatcontrol.eu',
    urgent: false,
    impact: 'high',
    checked: AS_OF,
    note: "Patrick Breyer's campaign site (chatcontrol.eu) gave the 14 October date after the working party of 12 September 2025; the 8 October pre-vote is in EDRi's note to its members (see ./countries.ts) and on fightchatcontrol.eu.",
  },
  {
    id: 'eff-back-on-menu-2025',
    category: 'Analysis',
    title: text('news-title', `Client-side scanning still breaks encryption`),
    excerpt: text(
      'news-summary',
      `The Danish presidency claims its text leaves end-to-end encryption intact. The EFF explains why scanning messages on the device before they are encrypted defeats the purpose.`,
    ),
    date: '2025-09-01',
    datePrecision: 'month',
    url: 'https://www.eff.org/deeplinks/2025/09/chat-control-back-menu-eu-it-still-must-be-stopped-0',
    source: 'Electronic Frontier Foundation',
    urgent: false,
    impact: 'medium',
    checked: AS_OF,
  },
  {
    id: 'edri-explainer-2025',
    category: 'Analysis',
    title: text('news-title', `Chat Control: what is actually going on?`),
    excerpt: text(
      'news-summary',
      `European Digital Rights explains where the regulation stands, how the Council decides and why a blocking minority of governments can still stop mass scanning.`,
    ),
    date: '2025-09-01',
    datePrecision: 'month',
    url: 'https://edri.org/our-work/chat-control-what-is-actually-going-on/',
    source: 'EDRi',
    urgent: false,
    impact: 'medium',
    checked: AS_OF,
  },
  {
    id: 'denmark-relaunch-2025',
    category: 'Update',
    title: text('news-title', `Denmark puts Chat Control back on the agenda`),
    excerpt: text(
      'news-summary',
      `On the first day of its Council presidency, Denmark tabled a new compromise text that again includes mandatory scanning of private messages.`,
    ),
    date: '2025-07-01',
    url: 'https://www.patrick-breyer.de/en/posts/chat-control/',
    source: 'Patrick Breyer',
    urgent: false,
    impact: 'medium',
    checked: AS_OF,
  },
  {
    id: 'belgium-vote-pulled-2024',
    category: 'Update',
    title: text('news-title', `Council vote pulled at the last minute`),
    excerpt: text(
      'news-summary',
      `The Belgian presidency removed Chat Control from the ambassadors' agenda when it became clear there was no majority for its "upload moderation" text.`,
    ),
    date: '2024-06-20',
    url: 'https://netzpolitik.org/2024/etappensieg-belgien-scheitert-mit-abstimmung-zur-chatkontrolle/',
    source: 'netzpolitik.org',
    urgent: false,
    impact: 'medium',
    checked: AS_OF,
  },
]

/** How many articles the 'Recent' list shows before "View all". */
export const RECENT_COUNT = 4
