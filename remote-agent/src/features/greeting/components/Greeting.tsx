import { useTranslation } from 'react-i18next';
import { greetingKeyForHour } from '../utils/greeting';
import '../greeting.css';

interface GreetingProps {
  now: Date;
  userName: string;
}

export function Greeting({ now, userName }: GreetingProps) {
  const { t } = useTranslation('agent');
  return (
    <div className="agent-greeting">
      <p className="agent-greeting__text">{t(`greeting.${greetingKeyForHour(now.getHours())}`)}</p>
      <p className="agent-greeting__name">{userName}</p>
    </div>
  );
}
