import { useState } from 'react';
import { Button } from 'antd';
import { UnderConstructionModal } from '../../../components/under-construction-modal';

export interface Topic {
  id: string;
  title: string;
  description: string;
  /** The action a member would take (the button's words). */
  action: string;
}

/**
 * A list of community topics, each with its action. The discussion tools behind them are not
 * built yet, so every action answers with the under-construction modal (spec 2.3).
 */
export function TopicList({ topics, label }: { topics: readonly Topic[]; label: string }) {
  const [opened, setOpened] = useState<Topic | null>(null);
  return (
    <>
      <ul className="dl-community-topics" aria-label={label}>
        {topics.map((topic) => (
          <li key={topic.id} className="dl-community-topics__item">
            <h3 className="dl-community-topics__title">{topic.title}</h3>
            <p className="dl-community-topics__description">{topic.description}</p>
            <Button onClick={() => setOpened(topic)} aria-label={`${topic.action}: ${topic.title}`}>
              {topic.action}
            </Button>
          </li>
        ))}
      </ul>
      <UnderConstructionModal open={opened !== null} feature={opened?.title} onClose={() => setOpened(null)} />
    </>
  );
}
