import { msg } from '@lingui/core/macro'
import { ALL_TOOLS } from '../tools'
import { links, list, p, type LegalDocumentContent } from './types'

/**
 * Affiliate disclosure (docs/product.md#legal-pages): commissions at no extra cost, editorial
 * independence, how tools are chosen and how links are marked. The marking
 * described here is what the cards render (app/components/sections/tool-card.tsx,
 * external-link.tsx): rel="sponsored" only on affiliate tools, a plain link for the
 * others, rel="nofollow" on news and campaign links, all in a new tab.
 */

/**
 * The picks that earn nothing, named from the tool data (app/content/tools.ts). The
 * sentence on MEGA below is written for exactly one such pick, MEGA: tests/unit/content.test.ts
 * fails when the data no longer says so.
 */
const unpaid = ALL_TOOLS.filter((tool) => !tool.affiliate).map((tool) => tool.name)
const UNPAID_PICKS = unpaid.join(', ')
export const AFFILIATE_DISCLOSURE: LegalDocumentContent = {
  title: msg`Affiliate Disclosure`,
  intro: msg`Chat Control Info is free, shows no advertising and does not track you. To pay for the campaign, we earn commissions on some of the privacy tools we recommend. Here is exactly how that works.`,
  updated: msg`Last updated: 27 September 2025`,
  updatedIso: '2025-09-27',
  sections: [
    {
      id: 'how-it-works',
      title: msg`How affiliate links work`,
      blocks: [
        p(
          msg`Some of the buttons and links on our tool cards are affiliate links. When you follow one and then buy a subscription, the provider pays us a commission for having referred you.`,
        ),
        p(
          msg`To recognise that you came from us, the provider or its affiliate network records the referral on its own website, usually with a cookie set when you arrive there. We set no such cookies ourselves, and we do not receive your name or email address.`,
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
          msg`The prices and discounts on our tool cards are fixed figures of this site: we set them when we wrote the cards, and they are not read from the providers' websites. They are not a live offer and may differ from what a provider charges today. The price shown on the provider's website when you check out is the one that counts.`,
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
          msg`We decide what to recommend before we look at commissions, and we also list tools that earn us nothing. Picks that earn us nothing: ${UNPAID_PICKS}. MEGA runs a referral programme of its own, but we have not joined it: its button goes straight to MEGA's pricing page, with nothing in the link that identifies us. All the other tools on our cards have affiliate programmes, and their buttons are affiliate links.`,
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
        p(msg`We look at every tool from the point of view of someone who wants to keep their communication private. Our criteria:`),
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
