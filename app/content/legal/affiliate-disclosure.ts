import { msg } from '@lingui/core/macro'
import { ALL_TOOLS, NORD_SECURITY, PROTON_AG } from '../tools'
import { links, list, p, type LegalDocumentContent } from './types'

/**
 * Affiliate disclosure (docs/product.md#legal-pages): commissions at no extra cost, editorial
 * independence, how tools are chosen and how links are marked. The marking
 * described here is what the cards render (app/components/sections/tool-card.tsx,
 * app/components/ui/external-link.tsx): rel="sponsored" only on affiliate tools, a plain link for the
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
const NORD_PICKS = owned(NORD_SECURITY)
const PROTON_PICKS = owned(PROTON_AG)
export const AFFILIATE_DISCLOSURE: LegalDocumentContent = {
  title: msg`Affiliate Disclosure`,
  intro: msg`Chat Control Info is free, shows no advertising and does not track you. To pay for the campaign, we earn commissions on some of the privacy tools we recommend. Here is exactly how that works.`,
  updated: msg`Last updated: 4 October 2025`,
  updatedIso: '2025-10-04',
  sections: [
    {
      id: 'how-it-works',
      title: msg`How affiliate links work`,
      blocks: [
        p(
          msg`Some of the buttons and links on our tool cards are affiliate links. When you follow one and then buy a subscription, the provider pays us a commission for having referred you.`,
        ),
        p(
          msg`Every link to another website carries rel="noreferrer", so your browser does not tell the provider which page you came from. The buttons as this site ships them carry no tracking parameter either: the provider sees an ordinary visit, with the IP address and browser details any website sees, and cannot tell that it came from us. Only when we replace a button's address with a tracked link of a provider's programme can the provider or its affiliate network record the referral, usually with a cookie set on its own website. We set no such cookies ourselves, and we never pass on your name or email address.`,
        ),
        p(
          msg`Each affiliate button first leads to an address on our own site, /go/ followed by the tool's name, and our server sends your browser straight on to the provider from there. It counts these clicks as one counter per tool and day, and nothing more: it stores nothing about you, neither your IP address nor a cookie nor your browser details.`,
        ),
      ],
    },
    {
      id: 'no-extra-cost',
      title: msg`No extra cost to you`,
      blocks: [
        p(
          msg`Commissions come at no extra cost to you: you pay the same price as when you go to the provider directly. The commission is paid by the provider, out of its own margin.`,
        ),
        p(
          msg`The prices and discounts on our tool cards are example figures set by this site and noted on 4 October 2025; they are not taken from the providers, and the struck-through price is not a provider's regular price. They are not a current offer and may differ from what a provider charges. The price shown on the provider's website when you check out is the one that counts.`,
        ),
      ],
    },
    {
      id: 'editorial-independence',
      title: msg`Editorial independence`,
      blocks: [
        p(
          msg`Providers cannot pay to be listed, to be ranked higher or to get a better rating, and they do not see or approve our texts before publication.`,
        ),
        p(
          msg`We decide what to recommend before we look at commissions, and we also list tools that earn us nothing. Picks that earn us nothing: ${UNPAID_PICKS}. They have no programme we can join, or one we have not joined, or are free; their buttons go straight to the provider's own page. ${CREDIT_PICKS} pays referrals in account credit, not money. All the other tools on our cards have affiliate programmes that pay a commission, and their buttons are affiliate links.`,
        ),
        p(
          msg`Some picks share an owner: ${NORD_PICKS} belong to ${NORD_SECURITY}, and ${PROTON_PICKS} to ${PROTON_AG}. We list each one for what it offers in its category, not as independent alternatives to one another.`,
        ),
        p(
          msg`If a provider we recommend changes for the worse, for example by weakening its encryption or by cooperating with mass surveillance, we remove it, whatever it pays.`,
        ),
      ],
    },
    {
      id: 'how-we-choose',
      title: msg`How we choose tools`,
      blocks: [
        p(
          msg`We look at every tool from the point of view of someone who wants to keep their communication private. We choose from what providers publish and from independent audits; we have not run lab or speed tests of our own, and badges such as "Fastest" or "Most Popular" are our editorial labels, not test results. Our criteria:`,
        ),
        list(
          msg`Encryption: end-to-end or zero-knowledge encryption, so that the provider itself cannot read your data.`,
          msg`Independent audits: published security audits, ideally of open-source code.`,
          msg`Jurisdiction and logging: where the company is based, which laws it must obey and whether its no-logs promises have held up in practice.`,
          msg`Track record: how the provider has handled security incidents and requests from authorities.`,
          msg`Everyday use: ease of use on common devices, fair prices and honest cancellation terms.`,
        ),
      ],
    },
    {
      id: 'link-marking',
      title: msg`How affiliate links are marked`,
      blocks: [
        p(
          msg`Affiliate links carry the rel="sponsored" attribute in the page code, the standard way of telling browsers and search engines that a link is commercial. Like every link to another website on our home page, they open in a new tab, so you can always see that you are leaving our site for the provider's.`,
        ),
        p(
          msg`Links that earn us nothing are never marked as sponsored: the button of a tool we earn nothing from (${UNPAID_PICKS}) is a plain link, and links to news articles and to the campaign tool for contacting your MEP carry rel="nofollow", which tells search engines that we do not vouch for the page.`,
        ),
        p(msg`Above the tool cards, a note says that most buttons are affiliate links and links to this page.`),
      ],
    },
    {
      id: 'why',
      title: msg`Why we work this way`,
      blocks: [
        p(
          msg`Affiliate commissions let us run the campaign without ads, trackers or paywalls, and without depending on a single donor. We think this is an honest way to finance a privacy campaign, as long as we are open about it, as we are here.`,
        ),
      ],
    },
    {
      id: 'questions',
      title: msg`Questions`,
      blocks: [
        p(
          msg`If you think a recommendation does not meet these standards, or you would like to suggest a tool, write to us: we read every message.`,
        ),
        links({ to: '/{-$lang}/contact', label: msg`Go to the contact page` }),
      ],
    },
  ],
}
