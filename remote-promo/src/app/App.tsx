import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonScreen, paths } from '@lobby/shared';
import { PromotionsPage } from '@/features/promotions/components/PromotionsPage';
import { RankScreen } from '@/features/ranks/components/RankScreen';
import { ParticipationPanel } from '@/features/rewards/components/ParticipationPanel';
import { RewardCentrePage } from '@/features/rewards/components/RewardCentrePage';

/** Routes of this remote whose screens are not built yet, with the key of their page title. */
const COMING_SOON = [
  [paths.inviteFriends, 'pages.inviteFriends'],
  [paths.redRain, 'pages.redRain'],
] as const;

/** The promotion page's section for taking part (the rewards feature), composed here. */
const takePart = (promotionId: number) => <ParticipationPanel promotionId={promotionId} />;

/** The promo remote's routes, matched against the full URL path of the host's router. */
export default function App() {
  const { t } = useTranslation('promo');
  return (
    <Routes>
      <Route path={paths.activity} element={<PromotionsPage takePart={takePart} />} />
      <Route
        path={paths.activityDetail}
        element={<PromotionsPage detailOnly takePart={takePart} />}
      />
      <Route path={paths.rewardCenter} element={<RewardCentrePage />} />
      <Route path={paths.depositRank} element={<RankScreen kind="deposit" />} />
      <Route path={paths.betRank} element={<RankScreen kind="bet" />} />
      {COMING_SOON.map(([path, title]) => (
        <Route key={path} path={path} element={<ComingSoonScreen title={t(title)} />} />
      ))}
    </Routes>
  );
}
