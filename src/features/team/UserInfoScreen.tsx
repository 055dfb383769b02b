import { useRouter } from '@tarojs/taro';

import { MemberInfo } from './parts/MemberInfo';
import { MyProfile } from './parts/MyProfile';
import { paramOf } from '../../domain/routing/page-option';
import { Screen } from '../../ui/Screen';
import './team.css';

/**
 * Member info (/team/teamManagement/userInfo?id=): a member of the organisation. Without an id it is my own profile,
 * viewed and edited (the spec's table has no row of its own for it; the home's user card opens it here).
 */
export default function UserInfo() {
  const { params } = useRouter();
  const id = paramOf(params.id);
  return <Screen className="team">{id ? <MemberInfo id={id} /> : <MyProfile />}</Screen>;
}
