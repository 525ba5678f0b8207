import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonScreen, paths } from '@lobby/shared';
import { InviteFriendsPage } from '@/features/invite/components/InviteFriendsPage';
import { PromotionsPage } from '@/features/promotions/components/PromotionsPage';
import { RankScreen } from '@/features/ranks/components/RankScreen';
import { RedRainPage } from '@/features/red-rain/components/RedRainPage';

/** Routes of this remote whose screens are not built yet, with the key of their page title. */
const COMING_SOON = [[paths.rewardCenter, 'pages.rewardCenter']] as const;

/** The promo remote's routes, matched against the full URL path of the host's router. */
export default function App() {
  const { t } = useTranslation('promo');
  return (
    <Routes>
      <Route path={paths.activity} element={<PromotionsPage />} />
      <Route path={paths.activityDetail} element={<PromotionsPage detailOnly />} />
      <Route path={paths.depositRank} element={<RankScreen kind="deposit" />} />
      <Route path={paths.betRank} element={<RankScreen kind="bet" />} />
      <Route path={paths.redRain} element={<RedRainPage />} />
      <Route path={paths.inviteFriends} element={<InviteFriendsPage />} />
      {COMING_SOON.map(([path, title]) => (
        <Route key={path} path={path} element={<ComingSoonScreen title={t(title)} />} />
      ))}
    </Routes>
  );
}
