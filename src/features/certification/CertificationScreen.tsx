import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useState } from 'react';

import { DocumentForm } from './DocumentForm';
import { IdTypeChoice } from './IdTypeChoice';
import { OrganizationForm } from './OrganizationForm';
import { PersonForm } from './PersonForm';
import { RefusalNote } from './RefusalNote';
import { CERT_TEXT } from './text';
import { MINE_KEY, useFaceReturn } from './use-face-return';
import { myCertifications } from '../../api/certification';
import type { CertificationState } from '../../api/schemas/certification';
import { useLoad } from '../../data';
import { ID_TYPES, idTypesOf, isIdType, type IdType } from '../../domain/certification/id-types';
import { paramOf } from '../../domain/routing/page-option';
import { Button } from '../../ui/Button';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import './certification.css';

type Kind = 'PERSON' | 'ORGANIZATION';

function StatusCard({ state }: { state: CertificationState }) {
  const status = state?.status ?? 'NOT_STARTED';
  return (
    <View className={`ware-card cert-status cert-status--${status.toLowerCase()}`} data-testid="cert-status" role="status">
      <Text className="cert-status__title">{CERT_TEXT.status[status]}</Text>
      {state && isIdType(state.idType) ? <Text className="cert-status__line">{ID_TYPES[state.idType].name}</Text> : null}
      {state?.name ? <Text className="cert-status__line">{`${state.name}  ${state.number}`}</Text> : null}
      {status === 'FAILED' ? <Text className="cert-status__line">{CERT_TEXT.faceFailed}</Text> : null}
      {status === 'FAILED' && state?.failReason ? <Text className="cert-status__line">{`${CERT_TEXT.failedBecause}${state.failReason}`}</Text> : null}
      {status === 'IN_REVIEW' ? <Text className="cert-status__line">{CERT_TEXT.inReviewDetail}</Text> : null}
    </View>
  );
}

/** The form of the chosen §4 ID type: the resident ID's face check, another person's document, or a credit code. */
function FormOf({ idType }: { idType: IdType }) {
  if (idType === 2) return <PersonForm />;
  if (idType === 1 || idType === 5) return <OrganizationForm key={idType} idType={idType} />;
  return <DocumentForm key={idType} idType={idType} />;
}

/**
 * Real-name certification (/certification/index?kind=PERSON|ORGANIZATION): the state of each kind (not started, in
 * review, certified, failed with the reason) and, while not certified or in review, the ID types it offers (§4: a
 * person's resident ID, officer's card, passport or other document; an organisation's business licence or
 * institution certificate) and the chosen one's form.
 */
export default function CertificationScreen() {
  const { params } = useRouter();
  const [kind, setKind] = useState<Kind>(paramOf(params.kind) === 'ORGANIZATION' ? 'ORGANIZATION' : 'PERSON');
  const [idTypes, setIdTypes] = useState<Record<Kind, IdType>>({ PERSON: 2, ORGANIZATION: 1 });
  const mine = useLoad([...MINE_KEY], myCertifications, { freshFor: 0 });
  const face = useFaceReturn(paramOf(params.bizToken));

  return (
    <Screen className="cert">
      <View className="cert-kinds" role="tablist" aria-label={CERT_TEXT.kinds}>
        {(['PERSON', 'ORGANIZATION'] as const).map((k) => (
          <Button key={k} type={kind === k ? 'primary' : 'default'} size="small" role="tab" aria-selected={kind === k} onClick={() => setKind(k)}>
            {k === 'PERSON' ? CERT_TEXT.person : CERT_TEXT.organization}
          </Button>
        ))}
      </View>
      {face.busy ? (
        <Text className="cert-hint" role="status">
          {CERT_TEXT.checkingFace}
        </Text>
      ) : (
        <Loaded load={mine} failed={CERT_TEXT.loadFailed}>
          {(data) => {
            const state = kind === 'PERSON' ? data.person : data.organization;
            const open = !state || state.status === 'FAILED';
            return (
              <>
                {kind === 'PERSON' && face.refusal ? <RefusalNote text={face.refusal} /> : null}
                <StatusCard state={state} />
                {open ? (
                  <>
                    <IdTypeChoice types={idTypesOf(kind)} value={idTypes[kind]} onChange={(t) => setIdTypes((was) => ({ ...was, [kind]: t }))} />
                    <FormOf idType={idTypes[kind]} />
                  </>
                ) : null}
              </>
            );
          }}
        </Loaded>
      )}
    </Screen>
  );
}
