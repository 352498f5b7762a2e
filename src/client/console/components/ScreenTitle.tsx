import { Heading, type HeadingProps } from '@chakra-ui/react';

/**
 * A console screen's title: its one h1 (issue 50 §5: a screen reader's heading list and a page's
 * outline start from it), with the look the screens' titles had as h2.
 */
export function ScreenTitle(props: HeadingProps) {
  return <Heading as="h1" size="lg" {...props} />;
}
