import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { familyOf, verifyDraw, type FamilyCode } from '@lobby/platform-api/lottery-rules';
import { resultValues } from '../utils/result-shape';

export interface DrawCheckProps {
  id: string;
  family: FamilyCode;
  seed: string;
  commitment: string;
  winningNumber: string;
}

/**
 * A published draw checked in the browser with the platform's own rule: the seed hashes to the
 * commitment published before the draw, and the rule derives the result from the seed.
 */
export function DrawCheck({ id, family, seed, commitment, winningNumber }: DrawCheckProps) {
  const { t } = useTranslation('lottery');
  const rules = familyOf(family);
  const check = useMemo(
    () =>
      rules ? verifyDraw(rules, { seed, commitment, result: resultValues(winningNumber) }) : null,
    [rules, seed, commitment, winningNumber],
  );

  return (
    <div id={id} className="lr-check">
      <div role="status">
        <ul className="lr-check__outcome">
          {!check ? (
            <li className="lr-check__bad">{t('results.cannotVerify')}</li>
          ) : !check.derived ? (
            <li className="lr-check__bad">{t('results.seedMalformed')}</li>
          ) : (
            <>
              <li className={check.commitmentMatches ? 'lr-check__ok' : 'lr-check__bad'}>
                {t(check.commitmentMatches ? 'results.commitmentOk' : 'results.commitmentBad')}
              </li>
              <li className={check.resultMatches ? 'lr-check__ok' : 'lr-check__bad'}>
                {check.resultMatches
                  ? t('results.resultOk')
                  : t('results.resultBad', { derived: check.derived.join(',') })}
              </li>
            </>
          )}
        </ul>
      </div>
      <dl className="lr-check__proof">
        <dt>{t('results.seed')}</dt>
        <dd>
          <code>{seed}</code>
        </dd>
        <dt>{t('results.commitment')}</dt>
        <dd>
          <code>{commitment}</code>
        </dd>
      </dl>
      <p className="lr-check__rule">{t('results.rule')}</p>
    </div>
  );
}
