import { InfoSection } from '@/components/application-form/InfoSection';
import { useT } from '@/i18n/use-language';
import styles from './Oneday.module.css';

const STEP_KEYS = [
  'welcome',
  'kit',
  'posture',
  'strokes',
  'pedals',
  'beat',
  'fill',
  'song',
  'next',
] as const;

const BENEFIT_KEYS = ['free', 'private', 'gear', 'room', 'plan', 'noPressure'] as const;

type TProgramItem = { key: string; title: string; text: string };

type TProgramListProps = {
  /** The steps are in order, the benefits are not. */
  ordered: boolean;
  items: readonly TProgramItem[];
  listClassName: string | undefined;
  itemClassName: string | undefined;
};

/** The programme's steps or benefits: each a titled line of text. */
function ProgramList({ ordered, items, listClassName, itemClassName }: TProgramListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={listClassName}>
      {items.map((item) => (
        <li key={item.key} className={itemClassName}>
          <h3 className={styles.itemTitle}>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}

/** docs/product/screens-and-routes.md one-day screen: the nine-step lesson structure and the six benefits. */
export function OnedayProgram() {
  const t = useT();
  const copy = t.applications.program;
  const section = { className: styles.program, headingClassName: styles.programTitle };
  return (
    <>
      <InfoSection id="oneday-steps-title" heading={copy.stepsHeading} {...section}>
        <p className={styles.muted}>{copy.stepsLead}</p>
        <ProgramList
          ordered
          items={STEP_KEYS.map((key) => ({ key, ...copy.steps[key] }))}
          listClassName={styles.steps}
          itemClassName={styles.step}
        />
      </InfoSection>
      <InfoSection id="oneday-benefits-title" heading={copy.benefitsHeading} {...section}>
        <ProgramList
          ordered={false}
          items={BENEFIT_KEYS.map((key) => ({ key, ...copy.benefits[key] }))}
          listClassName={styles.benefits}
          itemClassName={styles.benefit}
        />
      </InfoSection>
    </>
  );
}
