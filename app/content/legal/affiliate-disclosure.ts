import { ALL_TOOLS, NORD_SECURITY, PROTON_AG } from '../tools.ts'
import { links, list, p, type LegalDocumentContent } from './types.ts'
import { text } from '../text.ts'

/**
 * Affiliate disclosure (docs/product.md#legal-pages): commissions at no extra cost, editorial
 * independence, how tools are chosen and how links are marked. The marking
 * described here is what the cards render (app/components/sections/tool-card.tsx,
 * app/ui/external-link.tsx): rel="sponsored" only on affiliate tools, a plain link for the
 * others, rel="nofollow" on news and campaign links, all in a new tab; an affiliate button's
 * href is the tool's first-party /go/ path (app/content/affiliate-links.ts), counted per
 * tool and day (server/site-counters.ts).
 */

/**
 * The picks that earn nothing, those paid in account credit and those sharing an owner are
 * named from the tool data (app/content/tools.ts); what the links transmit is checked
 * against the link data and the link component: tests/unit/content-disclosure.test.ts.
 */
const unpaid = ALL_TOOLS.filter((tool) => !tool.affiliate).map((tool) => tool.name)
const UNPAID_PICKS = unpaid.join(', ')
/** Picks whose programme pays account credit, not money. */
const CREDIT_PICKS = ALL_TOOLS.filter((tool) => tool.programme === 'account-credit')
  .map((tool) => tool.name)
  .join(', ')
const owned = (owner: string) =>
  ALL_TOOLS.filter((tool) => tool.owner === owner)
    .map((tool) => tool.name)
    .join(', ')
/**
 * Affiliate picks whose programme we could not document: no published page of the provider's
 * affiliate programme was found (searched on 2026-11-27; app/content/corrections.ts,
 * "mailfence-programme-unsourced"). The disclosure names them and claims nothing about what
 * they pay; every name is an affiliate pick of app/content/tools.ts (tests/unit/record-rules.test.ts).
 */
export const PROGRAMME_UNDOCUMENTED: readonly string[] = ['Mailfence']
const UNDOCUMENTED_PICKS = PROGRAMME_UNDOCUMENTED.join(', ')
const NORD_PICKS = owned(NORD_SECURITY)
const PROTON_PICKS = owned(PROTON_AG)
export const AFFILIATE_DISCLOSURE: LegalDocumentContent = {
  title: text('affiliate-title', `Affiliate Disclosure`),
  intro: text(
    'affiliate-intro',
    `Chat Control Info is free, shows no advertising and does not track you. To pay for the campaign, we earn commissions on some of the privacy tools we recommend. Here is exactly how that works.`,
  ),
  updated: text('affiliate-updated', `Last updated: 4 October 2025`),
  updatedIso: '2025-10-04',
  amended: {
    // Translators: and on which days, newest first. The section names in quotes: the headings of this page, as your
    // catalog translates them; "Mailfence" is a brand name. Legal text: keep the meaning exact.
    text: text(
      'affiliate-amended',
      `Amended on 27 November 2026: we no longer say what Mailfence pays, since we have found no published page of its affiliate programme (section "Editorial independence"). On 25 November 2026: affiliate buttons lead through an address on our own site, which counts clicks per tool and day (section "How affiliate links work").`,
    ),
    iso: '2026-11-27',
  },
  sections: [
    {
      id: 'how-it-works',
      title: text('affiliate-heading', `How affiliate links work`),
      blocks: [
        p(
          text(
            'affiliate-paragraph',
            `Some of the buttons and links on our tool cards are affiliate links. When you follow one and then buy a subscription, the provider pays us a commission for having referred you.`,
          ),
        ),
        p(
          text(
            'affiliate-paragraph',
            `Every link to another website carries rel="noreferrer", so your browser does not tell the provider which page you came from. The buttons as this site ships them carry no tracking parameter either: the provider sees an ordinary visit, with the IP address and browser details any website sees, and cannot tell that it came from us. Only when we replace a button's address with a tracked link of a provider's programme can the provider or its affiliate network record the referral, usually with a cookie set on its own website. We set no such cookies ourselves, and we never pass on your name or email address.`,
          ),
        ),
        // Translators: "/go/" is an address on the site: keep it as it is.
        p(
          text(
            'affiliate-paragraph',
            `Each affiliate button first leads to an address on our own site, /go/ followed by the tool's name, and our server sends your browser straight on to the provider from there. It counts these clicks as one counter per tool and day, and nothing more: it stores nothing about you, neither your IP address nor a cookie nor your browser details.`,
          ),
        ),
      ],
    },
    {
      id: 'no-extra-cost',
      title: text('affiliate-heading', `No extra cost to you`),
      blocks: [
        p(
          text(
            'affiliate-paragraph',
            `Commissions come at no extra cost to you: you pay the same price as when you go to the provider directly. The commission is paid by the provider, out of its own margin.`,
          ),
        ),
        p(
          text(
            'affiliate-paragraph',
            `The prices and discounts on our tool cards are example figures set by this site and noted on 4 October 2025; they are not taken from the providers, and the struck-through price is not a provider's regular price. They are not a current offer and may differ from what a provider charges. The price shown on the provider's website when you check out is the one that counts.`,
          ),
        ),
      ],
    },
    {
      id: 'editorial-independence',
      title: text('affiliate-heading', `Editorial independence`),
      blocks: [
        p(
          text(
            'affiliate-paragraph',
            `Providers cannot pay to be listed, to be ranked higher or to get a better rating, and they do not see or approve our texts before publication.`,
          ),
        ),
        p(
          text(
            'affiliate-paragraph',
            `We decide what to recommend before we look at commissions, and we also list tools that earn us nothing. Picks that earn us nothing: {UNPAID_PICKS}. They have no programme we can join, or one we have not joined, or are free; their buttons go straight to the provider's own page. {CREDIT_PICKS} pays referrals in account credit, not money. For {UNDOCUMENTED_PICKS}, we have found no published page of an affiliate programme, so we say nothing about what it pays; its button is marked as an affiliate link all the same. All the other tools on our cards have affiliate programmes that pay a commission, and their buttons are affiliate links.`,
            { values: { UNPAID_PICKS, CREDIT_PICKS, UNDOCUMENTED_PICKS } },
          ),
        ),
        p(
          text(
            'affiliate-paragraph',
            `Some picks share an owner: {NORD_PICKS} belong to {NORD_SECURITY}, and {PROTON_PICKS} to {PROTON_AG}. We list each one for what it offers in its category, not as independent alternatives to one another.`,
            { values: { NORD_PICKS, NORD_SECURITY, PROTON_PICKS, PROTON_AG } },
          ),
        ),
        p(
          text(
            'affiliate-paragraph',
            `If a provider we recommend changes for the worse, for example by weakening its encryption or by cooperating with mass surveillance, we remove it, whatever it pays.`,
          ),
        ),
      ],
    },
    {
      id: 'how-we-choose',
      title: text('affiliate-heading', `How we choose tools`),
      blocks: [
        p(
          text(
            'affiliate-paragraph',
            `We look at every tool from the point of view of someone who wants to keep their communication private. We choose from what providers publish and from independent audits; we have not run lab or speed tests of our own, and badges such as "Fastest" or "Most Popular" are our editorial labels, not test results. Our criteria:`,
          ),
        ),
        list(
          text(
            'affiliate-bullet',
            `Encryption: end-to-end or zero-knowledge encryption, so that the provider itself cannot read your data.`,
          ),
          text('affiliate-bullet', `Independent audits: published security audits, ideally of open-source code.`),
          text(
            'affiliate-bullet',
            `Jurisdiction and logging: where the company is based, which laws it must obey and whether its no-logs promises have held up in practice.`,
          ),
          text('affiliate-bullet', `Track record: how the provider has handled security incidents and requests from authorities.`),
          text('affiliate-bullet', `Everyday use: ease of use on common devices, fair prices and honest cancellation terms.`),
        ),
      ],
    },
    {
      id: 'link-marking',
      title: text('affiliate-heading', `How affiliate links are marked`),
      blocks: [
        p(
          text(
            'affiliate-paragraph',
            `Affiliate links carry the rel="sponsored" attribute in the page code, the standard way of telling browsers and search engines that a link is commercial. Like every link to another website on our home page, they open in a new tab, so you can always see that you are leaving our site for the provider's.`,
          ),
        ),
        p(
          text(
            'affiliate-paragraph',
            `Links that earn us nothing are never marked as sponsored: the button of a tool we earn nothing from ({UNPAID_PICKS}) is a plain link, and links to news articles and to the campaign tool for contacting your MEP carry rel="nofollow", which tells search engines that we do not vouch for the page.`,
            { values: { UNPAID_PICKS } },
          ),
        ),
        p(text('affiliate-paragraph', `Above the tool cards, a note says that most buttons are affiliate links and links to this page.`)),
      ],
    },
    {
      id: 'why',
      title: text('affiliate-heading', `Why we work this way`),
      blocks: [
        p(
          text(
            'affiliate-paragraph',
            `Affiliate commissions let us run the campaign without ads, trackers or paywalls, and without depending on a single donor. We think this is an honest way to finance a privacy campaign, as long as we are open about it, as we are here.`,
          ),
        ),
      ],
    },
    {
      id: 'questions',
      title: text('affiliate-heading', `Questions`),
      blocks: [
        p(
          text(
            'affiliate-paragraph',
            `If you think a recommendation does not meet these standards, or you would like to suggest a tool, write to us: we read every message.`,
          ),
        ),
        links({
          to: '/{-$lang}/contact',
          label: text('affiliate-link', `Go to the contact page`),
        }),
      ],
    },
  ],
}
