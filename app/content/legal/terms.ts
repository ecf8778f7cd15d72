import { links, list, p, type LegalDocumentContent } from './types.ts'
import { text } from '../text.ts'

/** Terms of service (docs/product.md#legal-pages, #legal-constants: 18+, Belgian law and courts, English prevails, 30 days, 100 euros). */
export const TERMS: LegalDocumentContent = {
  title: text('terms-title', `Terms of Service`),
  intro: text(
    'terms-intro',
    `These terms apply to your use of Chat Control Info, this website and its newsletter. Please read them carefully: by using the site, you accept them.`,
  ),
  updated: text('terms-updated', `Last updated: 27 September 2025`),
  updatedIso: '2025-09-27',
  sections: [
    {
      id: 'mission',
      title: text('terms-heading', `Our mission`),
      blocks: [
        p(
          text(
            'terms-paragraph',
            `Chat Control Info is an independent campaign website. We explain the EU's proposed regulation to scan private messages, known as Chat Control, and why it threatens end-to-end encryption and everyone's right to private communication. We also recommend privacy tools that help you protect yourself today.`,
          ),
        ),
        p(
          text(
            'terms-paragraph',
            `The site is free to use. It is financed by affiliate commissions, not by advertising, tracking or the sale of data.`,
          ),
        ),
      ],
    },
    {
      id: 'eligibility',
      title: text('terms-heading', `Who may use this site`),
      blocks: [
        p(
          text(
            'terms-paragraph',
            `You must be 18 or over to use this site. By using it, you confirm that you are at least 18 years old and that you accept these terms.`,
          ),
        ),
      ],
    },
    {
      id: 'use-of-information',
      title: text('terms-heading', `Use of information`),
      blocks: [
        p(
          text(
            'terms-paragraph',
            `Everything on this site is general information to raise awareness. It is not legal, technical or financial advice. We research our content carefully, but the legislative process moves fast: vote dates, country positions and prices can change after we publish them.`,
          ),
        ),
        p(
          text(
            'terms-paragraph',
            `Before you choose or buy a tool, check the provider's current offer and conditions, and decide what suits your own situation. Security also depends on how you use a tool: no product makes you anonymous or safe on its own.`,
          ),
        ),
        p(
          text(
            'terms-paragraph',
            `You may quote and share our campaign texts for non-commercial purposes, provided that you name Chat Control Info as the source and link to the page. Brand names belong to their respective owners.`,
          ),
        ),
      ],
    },
    {
      id: 'affiliate-relationships',
      title: text('terms-heading', `Affiliate relationships`),
      blocks: [
        p(
          text(
            'terms-paragraph',
            `Some links to tool providers are affiliate links. If you buy a subscription through one of them, the provider may pay us a commission, at no extra cost to you. Commissions never decide which tools we recommend or how we rate them.`,
          ),
        ),
        p(
          text(
            'terms-paragraph',
            `When you buy from a provider, your contract is with that provider, not with us. Its terms, privacy policy and refund conditions apply, and questions about your subscription should go to the provider.`,
          ),
        ),
        links({
          to: '/{-$lang}/affiliate-disclosure',
          label: text('terms-link', `Read our affiliate disclosure`),
        }),
      ],
    },
    {
      id: 'acceptable-use',
      title: text('terms-heading', `Acceptable use`),
      blocks: [
        p(text('terms-paragraph', `Use the site lawfully and fairly. In particular, do not:`)),
        list(
          text('terms-bullet', `subscribe someone else's email address to the newsletter without their permission;`),
          text('terms-bullet', `try to disrupt, overload or break into the site or its servers;`),
          text('terms-bullet', `copy the site in bulk with automated tools in a way that harms its operation;`),
          text('terms-bullet', `present our content as your own, or use it for commercial purposes without our permission.`),
        ),
      ],
    },
    {
      id: 'liability',
      title: text('terms-heading', `Liability`),
      blocks: [
        p(
          text(
            'terms-paragraph',
            `We provide the site as it is, without any guarantee that it will always be available, free of errors or up to date. We are not responsible for the content, products or services of the websites we link to.`,
          ),
        ),
        p(
          text(
            'terms-paragraph',
            `To the extent permitted by law, our total liability towards you for any claim relating to the site is limited to the amount you paid us, or 100 euros if that is higher. As the site is free, in practice the limit is 100 euros.`,
          ),
        ),
        p(
          text(
            'terms-paragraph',
            `This limit does not apply to liability that the law does not allow to be limited, such as liability for intentional misconduct or gross negligence, or for death or personal injury, and it does not affect your mandatory rights as a consumer.`,
          ),
        ),
      ],
    },
    {
      id: 'changes',
      title: text('terms-heading', `Changes to these terms`),
      blocks: [
        p(
          text(
            'terms-paragraph',
            `We may update these terms, for example when the site gains new features or the law changes. We will announce every change on this page, and by email to newsletter subscribers, at least 30 days before it takes effect.`,
          ),
        ),
        p(
          text(
            'terms-paragraph',
            `If you keep using the site after that date, the new terms apply. If you do not agree with them, you can stop using the site and unsubscribe from the newsletter at any time.`,
          ),
        ),
      ],
    },
    {
      id: 'law',
      title: text('terms-heading', `Applicable law and courts`),
      blocks: [
        p(
          text(
            'terms-paragraph',
            `These terms are governed by Belgian law. The Belgian courts have jurisdiction over any dispute about these terms or the site.`,
          ),
        ),
        p(
          text(
            'terms-paragraph',
            `If you are a consumer living in another EU country, this choice does not deprive you of the protection of the mandatory rules of the law of your country, nor of your right to go to court where you live.`,
          ),
        ),
        p(text('terms-paragraph', `Before going to court, please contact us first: most problems are solved faster by email.`)),
      ],
    },
    {
      id: 'language-versions',
      title: text('terms-heading', `Language versions`),
      blocks: [
        p(
          text(
            'terms-paragraph',
            `These terms are available in English, Dutch, German and French. If the versions differ or are interpreted differently, the English version prevails.`,
          ),
        ),
      ],
    },
    {
      id: 'contact',
      title: text('terms-heading', `Questions`),
      blocks: [
        p(text('terms-paragraph', `Questions about these terms? Write to our general address, listed on the contact page.`)),
        links({
          to: '/{-$lang}/contact',
          label: text('terms-link', `Go to the contact page`),
        }),
      ],
    },
  ],
}
