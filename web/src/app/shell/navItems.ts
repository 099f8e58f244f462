/** The header's centre navigation (spec section 2 "Shell"); the mobile menu says FORUMS. */
export interface NavItem {
  to: string;
  label: string;
  mobileLabel?: string;
}

export const navItems: readonly NavItem[] = [
  { to: '/', label: 'HOME' },
  { to: '/about', label: 'ABOUT US' },
  { to: '/forum', label: 'FORUM', mobileLabel: 'FORUMS' },
  { to: '/submit-question', label: 'SUBMIT QUESTION' },
  { to: '/question-bank', label: 'QUESTION BANKS' },
  { to: '/practice', label: 'PRACTICE' },
  { to: '/tests', label: 'TESTS' },
  { to: '/resources', label: 'FREE RESOURCES' },
];
