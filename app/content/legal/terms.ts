import { links, list, p, type LegalDocumentContent } from './types.ts'

/** Terms of service (docs/product.md#legal-pages, #legal-constants: 18+, Belgian law and courts, English prevails, 30 days, 100 euros). */
export const TERMS: LegalDocumentContent = {
  title: /*i18n*/ {
    id: 'xowcRf',
    message: `Terms of Service`,
    comment: 'Terms of Service page (/terms): the page title (also the browser tab and the footer link).',
  },
  intro: /*i18n*/ {
    id: 'eKarYa',
    message: `These terms apply to your use of Chat Control Info, this website and its newsletter. Please read them carefully: by using the site, you accept them.`,
    comment:
      'Terms of Service page (/terms): the introduction under the title. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
  },
  updated: /*i18n*/ {
    id: 'Jnqu1A',
    message: `Last updated: 27 September 2025`,
    comment: 'Terms of Service page (/terms): the date under the title. Write the date as your language does (e.g. 27 September 2025).',
  },
  updatedIso: '2025-09-27',
  sections: [
    {
      id: 'mission',
      title: /*i18n*/ {
        id: 'oXda6F',
        message: `Our mission`,
        comment: 'Terms of Service page (/terms): heading of the section #mission (also in the table of contents).',
      },
      blocks: [
        p(
          /*i18n*/ {
            id: 'NQP9df',
            message: `Chat Control Info is an independent campaign website. We explain the EU's proposed regulation to scan private messages, known as Chat Control, and why it threatens end-to-end encryption and everyone's right to private communication. We also recommend privacy tools that help you protect yourself today.`,
            comment:
              'Terms of Service page (/terms), section "Our mission" (#mission): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        p(
          /*i18n*/ {
            id: '5httAA',
            message: `The site is free to use. It is financed by affiliate commissions, not by advertising, tracking or the sale of data.`,
            comment:
              'Terms of Service page (/terms), section "Our mission" (#mission): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
      ],
    },
    {
      id: 'eligibility',
      title: /*i18n*/ {
        id: 'SrjkGj',
        message: `Who may use this site`,
        comment: 'Terms of Service page (/terms): heading of the section #eligibility (also in the table of contents).',
      },
      blocks: [
        p(
          /*i18n*/ {
            id: 'NoUEN6',
            message: `You must be 18 or over to use this site. By using it, you confirm that you are at least 18 years old and that you accept these terms.`,
            comment:
              'Terms of Service page (/terms), section "Who may use this site" (#eligibility): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
      ],
    },
    {
      id: 'use-of-information',
      title: /*i18n*/ {
        id: 'tOiOdl',
        message: `Use of information`,
        comment: 'Terms of Service page (/terms): heading of the section #use-of-information (also in the table of contents).',
      },
      blocks: [
        p(
          /*i18n*/ {
            id: '9+zKhH',
            message: `Everything on this site is general information to raise awareness. It is not legal, technical or financial advice. We research our content carefully, but the legislative process moves fast: vote dates, country positions and prices can change after we publish them.`,
            comment:
              'Terms of Service page (/terms), section "Use of information" (#use-of-information): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        p(
          /*i18n*/ {
            id: 'Gb7p5w',
            message: `Before you choose or buy a tool, check the provider's current offer and conditions, and decide what suits your own situation. Security also depends on how you use a tool: no product makes you anonymous or safe on its own.`,
            comment:
              'Terms of Service page (/terms), section "Use of information" (#use-of-information): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        p(
          /*i18n*/ {
            id: 'd/3tP6',
            message: `You may quote and share our campaign texts for non-commercial purposes, provided that you name Chat Control Info as the source and link to the page. Brand names belong to their respective owners.`,
            comment:
              'Terms of Service page (/terms), section "Use of information" (#use-of-information): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
      ],
    },
    {
      id: 'affiliate-relationships',
      title: /*i18n*/ {
        id: 'Yh1EM7',
        message: `Affiliate relationships`,
        comment: 'Terms of Service page (/terms): heading of the section #affiliate-relationships (also in the table of contents).',
      },
      blocks: [
        p(
          /*i18n*/ {
            id: '6vhVKZ',
            message: `Some links to tool providers are affiliate links. If you buy a subscription through one of them, the provider may pay us a commission, at no extra cost to you. Commissions never decide which tools we recommend or how we rate them.`,
            comment:
              'Terms of Service page (/terms), section "Affiliate relationships" (#affiliate-relationships): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        p(
          /*i18n*/ {
            id: 'QQAWPs',
            message: `When you buy from a provider, your contract is with that provider, not with us. Its terms, privacy policy and refund conditions apply, and questions about your subscription should go to the provider.`,
            comment:
              'Terms of Service page (/terms), section "Affiliate relationships" (#affiliate-relationships): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        links({
          to: '/{-$lang}/affiliate-disclosure',
          label: /*i18n*/ {
            id: 'HS30dM',
            message: `Read our affiliate disclosure`,
            comment: 'Terms of Service page (/terms), section "Affiliate relationships" (#affiliate-relationships): text of a link.',
          },
        }),
      ],
    },
    {
      id: 'acceptable-use',
      title: /*i18n*/ {
        id: 'Zyj8RK',
        message: `Acceptable use`,
        comment: 'Terms of Service page (/terms): heading of the section #acceptable-use (also in the table of contents).',
      },
      blocks: [
        p(
          /*i18n*/ {
            id: 'PMDW4A',
            message: `Use the site lawfully and fairly. In particular, do not:`,
            comment:
              'Terms of Service page (/terms), section "Acceptable use" (#acceptable-use): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        list(
          /*i18n*/ {
            id: 'BEummi',
            message: `subscribe someone else's email address to the newsletter without their permission;`,
            comment:
              'Terms of Service page (/terms), section "Acceptable use" (#acceptable-use): one item of the bulleted list under the paragraph that introduces it (keep the punctuation of the English items). Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
          /*i18n*/ {
            id: 'xrbCBG',
            message: `try to disrupt, overload or break into the site or its servers;`,
            comment:
              'Terms of Service page (/terms), section "Acceptable use" (#acceptable-use): one item of the bulleted list under the paragraph that introduces it (keep the punctuation of the English items). Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
          /*i18n*/ {
            id: 'fvkqur',
            message: `copy the site in bulk with automated tools in a way that harms its operation;`,
            comment:
              'Terms of Service page (/terms), section "Acceptable use" (#acceptable-use): one item of the bulleted list under the paragraph that introduces it (keep the punctuation of the English items). Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
          /*i18n*/ {
            id: '0VRWiG',
            message: `present our content as your own, or use it for commercial purposes without our permission.`,
            comment:
              'Terms of Service page (/terms), section "Acceptable use" (#acceptable-use): one item of the bulleted list under the paragraph that introduces it (keep the punctuation of the English items). Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
      ],
    },
    {
      id: 'liability',
      title: /*i18n*/ {
        id: 'plszrw',
        message: `Liability`,
        comment: 'Terms of Service page (/terms): heading of the section #liability (also in the table of contents).',
      },
      blocks: [
        p(
          /*i18n*/ {
            id: 'Jch4ok',
            message: `We provide the site as it is, without any guarantee that it will always be available, free of errors or up to date. We are not responsible for the content, products or services of the websites we link to.`,
            comment:
              'Terms of Service page (/terms), section "Liability" (#liability): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        p(
          /*i18n*/ {
            id: '92myNs',
            message: `To the extent permitted by law, our total liability towards you for any claim relating to the site is limited to the amount you paid us, or 100 euros if that is higher. As the site is free, in practice the limit is 100 euros.`,
            comment:
              'Terms of Service page (/terms), section "Liability" (#liability): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        p(
          /*i18n*/ {
            id: 'e80k2f',
            message: `This limit does not apply to liability that the law does not allow to be limited, such as liability for intentional misconduct or gross negligence, or for death or personal injury, and it does not affect your mandatory rights as a consumer.`,
            comment:
              'Terms of Service page (/terms), section "Liability" (#liability): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
      ],
    },
    {
      id: 'changes',
      title: /*i18n*/ {
        id: 'p9C+5m',
        message: `Changes to these terms`,
        comment: 'Terms of Service page (/terms): heading of the section #changes (also in the table of contents).',
      },
      blocks: [
        p(
          /*i18n*/ {
            id: 'Y8AR6S',
            message: `We may update these terms, for example when the site gains new features or the law changes. We will announce every change on this page, and by email to newsletter subscribers, at least 30 days before it takes effect.`,
            comment:
              'Terms of Service page (/terms), section "Changes to these terms" (#changes): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        p(
          /*i18n*/ {
            id: 'hvv2dS',
            message: `If you keep using the site after that date, the new terms apply. If you do not agree with them, you can stop using the site and unsubscribe from the newsletter at any time.`,
            comment:
              'Terms of Service page (/terms), section "Changes to these terms" (#changes): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
      ],
    },
    {
      id: 'law',
      title: /*i18n*/ {
        id: '1ghOh2',
        message: `Applicable law and courts`,
        comment: 'Terms of Service page (/terms): heading of the section #law (also in the table of contents).',
      },
      blocks: [
        p(
          /*i18n*/ {
            id: 'JPKkkX',
            message: `These terms are governed by Belgian law. The Belgian courts have jurisdiction over any dispute about these terms or the site.`,
            comment:
              'Terms of Service page (/terms), section "Applicable law and courts" (#law): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        p(
          /*i18n*/ {
            id: 'tKAq3t',
            message: `If you are a consumer living in another EU country, this choice does not deprive you of the protection of the mandatory rules of the law of your country, nor of your right to go to court where you live.`,
            comment:
              'Terms of Service page (/terms), section "Applicable law and courts" (#law): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        p(
          /*i18n*/ {
            id: 'JU5SjM',
            message: `Before going to court, please contact us first: most problems are solved faster by email.`,
            comment:
              'Terms of Service page (/terms), section "Applicable law and courts" (#law): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
      ],
    },
    {
      id: 'language-versions',
      title: /*i18n*/ {
        id: '5U0FfA',
        message: `Language versions`,
        comment: 'Terms of Service page (/terms): heading of the section #language-versions (also in the table of contents).',
      },
      blocks: [
        p(
          /*i18n*/ {
            id: 'SEYRXI',
            message: `These terms are available in English, Dutch, German and French. If the versions differ or are interpreted differently, the English version prevails.`,
            comment:
              'Terms of Service page (/terms), section "Language versions" (#language-versions): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
      ],
    },
    {
      id: 'contact',
      title: /*i18n*/ {
        id: 'enzGAL',
        message: `Questions`,
        comment: 'Terms of Service page (/terms): heading of the section #contact (also in the table of contents).',
      },
      blocks: [
        p(
          /*i18n*/ {
            id: 'ccsnak',
            message: `Questions about these terms? Write to our general address, listed on the contact page.`,
            comment:
              'Terms of Service page (/terms), section "Questions" (#contact): a paragraph. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
          },
        ),
        links({
          to: '/{-$lang}/contact',
          label: /*i18n*/ {
            id: 'rtpK9O',
            message: `Go to the contact page`,
            comment: 'Terms of Service page (/terms), section "Questions" (#contact): text of a link.',
          },
        }),
      ],
    },
  ],
}
