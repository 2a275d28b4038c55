import type { ReactNode } from 'react';
import { TitledSection } from '../TitledSection';
import styles from './InstructorSections.module.css';

type TInstructorListProps<TItem> = {
  id: string;
  /** The block's copy: its title and its items, in the order they are shown. */
  copy: { title: string; items: Record<string, TItem> };
  ordered?: boolean;
  listClassName?: string;
  itemClassName?: string;
  renderItem: (item: TItem, index: number) => ReactNode;
};

/** A block of the instructors page below the profile: an h2 over a list of its items. */
export function InstructorList<TItem>(props: TInstructorListProps<TItem>) {
  const { id, copy, ordered, listClassName, itemClassName, renderItem } = props;
  const List = ordered ? 'ol' : 'ul';
  return (
    <TitledSection id={id} title={copy.title} titleClassName={styles.title}>
      <List className={listClassName}>
        {Object.entries(copy.items).map(([key, item], index) => (
          <li key={key} className={itemClassName}>
            {renderItem(item, index)}
          </li>
        ))}
      </List>
    </TitledSection>
  );
}
