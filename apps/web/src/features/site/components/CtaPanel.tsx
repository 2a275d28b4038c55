import buttons from './ButtonLink.module.css';
import { CtaLinks } from './CtaLinks';
import type { TCtaLink } from './CtaLinks';

type TCtaPanelProps = {
  id: string;
  copy: { title: string; body: string };
  classes: { title?: string; body?: string };
  links: TCtaLink[];
};

/** A closing invitation: its title and text, then the buttons that answer it. */
export function CtaPanel({ id, copy, classes, links }: TCtaPanelProps) {
  return (
    <>
      <div>
        <h2 id={id} className={classes.title}>
          {copy.title}
        </h2>
        <p className={classes.body}>{copy.body}</p>
      </div>
      <CtaLinks className={buttons.group} links={links} />
    </>
  );
}
