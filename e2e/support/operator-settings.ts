/**
 * What the e2e server's operator tells everyone (issue 34 point 3): its support and the footer's
 * social links (`GET app-configuration/instance`). The chat shows only with its flag, so other
 * journeys see the help panel and footer as an instance with these settings shows them.
 */
export const OPERATOR = {
  supportUrl: 'https://help.cairn.test/',
  supportEmail: 'support@cairn.test',
  supportChatUrl: 'https://chat.cairn.test/start',
  socialLinks: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/cairn-test' },
    { name: 'GitHub', url: 'https://github.com/cairn-test' },
  ],
} as const;

/** The environment that gives the e2e server those settings. */
export const OPERATOR_ENV = {
  SUPPORT_URL: OPERATOR.supportUrl,
  SUPPORT_EMAIL: OPERATOR.supportEmail,
  SUPPORT_CHAT_URL: OPERATOR.supportChatUrl,
  SOCIAL_LINKS: OPERATOR.socialLinks.map((link) => `${link.name}=${link.url}`).join(','),
};
