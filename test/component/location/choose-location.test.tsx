/**
 * Choose location (spec /choose-location) in jsdom: the user's position named by reverse geocoding and chosen first,
 * the places around it, a keyword search, and 确定 answering the opener as Taro.chooseLocation would; leaving without
 * 确定 answers nothing (cancelled).
 */
import Taro from '@tarojs/taro';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { LOCATION_TEXT } from '../../../src/domain/location/location-pages';
import ChooseLocationScreen from '../../../src/features/location/ChooseLocationScreen';
import { requestLocation } from '../../../src/features/location/location-requests';
import { resetClient, withRequestLayer } from '../support/client-reset';
import { mount } from '../support/screen';
import { answer, harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
withRequestLayer();

const ok = (data: unknown) => answer(200, { code: 0, message: 'success', data });
const poi = (id: string, name: string, address: string, location: string, distance?: number) => ({ id, name, address, location, ...(distance === undefined ? {} : { distance }) });

function mapsService() {
  const asked: string[] = [];
  harness.handler = (req: FakeRequest) => {
    const url = new URL(req.url, 'http://x');
    asked.push(url.pathname + url.search);
    if (url.pathname.endsWith('/address/regeo')) return ok({ formatted_address: '浙江省杭州市西湖区文三路附近' });
    if (url.pathname.endsWith('/place/around'))
      return ok({ pois: [poi('pl-1', '西湖区客户中心', '浙江省杭州市西湖区文三路90号', '120.1315,30.2741', 12), poi('pl-2', '黄龙体育中心', '浙江省杭州市西湖区黄龙路1号', '120.129,30.27', 515), poi('pl-x', '坏坐标', '', 'x')] });
    if (url.pathname.endsWith('/place/text')) return ok({ pois: url.searchParams.get('keywords') === '故宫' ? [poi('pl-3', '故宫博物院', '北京市东城区景山前街4号', '116.3972,39.9163')] : [] });
    return answer(404, null);
  };
  return asked;
}

const radio = (name: string) => screen.getAllByRole('radio').find((r) => r.textContent?.includes(name))!;

/** The form control's request (its promise in a box: an async function would wait for it). */
async function openFromControl(): Promise<{ answered: Promise<unknown> }> {
  const answered = requestLocation('/pagesB/view/search/formInfo?appId=a#field-pos');
  const url = String((Taro.navigateTo as jest.Mock).mock.calls.at(-1)?.[0]?.url);
  const requestId = /requestId=([^&]+)/.exec(url)?.[1];
  expect(url.startsWith('/pagesB/view/chooseLocation?requestId=')).toBe(true);
  harness.query = { requestId };
  harness.pages = [{ route: 'pagesB/view/search/formInfo' }, { route: 'pagesB/view/chooseLocation' }];
  return { answered };
}

beforeEach(() => {
  resetClient();
  (Taro as unknown as Record<string, jest.Mock>).getLocation = jest.fn(() => Promise.resolve({ latitude: 30.2741, longitude: 120.1315, errMsg: 'getLocation:ok' }));
});

afterEach(() => jest.useRealTimers());

describe('ChooseLocationScreen', () => {
  it('offers the user\'s position first, then the places around it; 确定 answers the opener with the place', async () => {
    const asked = mapsService();
    const { answered } = await openFromControl();
    await mount(<ChooseLocationScreen />);
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3));
    expect(radio(LOCATION_TEXT.myPosition).textContent).toContain('浙江省杭州市西湖区文三路附近');
    expect(radio(LOCATION_TEXT.myPosition).getAttribute('aria-checked')).toBe('true');
    expect(radio('黄龙体育中心').textContent).toContain('515 米');
    // A place whose coordinates cannot be read is left out.
    expect(screen.queryByText('坏坐标')).toBeNull();
    expect(asked.some((a) => a.includes('/place/around?location=120.1315%2C30.2741'))).toBe(true);

    fireEvent.click(radio('黄龙体育中心'));
    expect(radio('黄龙体育中心').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: LOCATION_TEXT.confirm }));
    await expect(answered).resolves.toEqual({ name: '黄龙体育中心', address: '浙江省杭州市西湖区黄龙路1号', latitude: 30.27, longitude: 120.129 });
    expect(Taro.navigateBack).toHaveBeenCalled();
  });

  it('finds places by keyword; the user\'s position, chosen as it is, answers without a name', async () => {
    mapsService();
    const { answered } = await openFromControl();
    await mount(<ChooseLocationScreen />);
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3));
    const input = document.querySelector('.location__search taro-input-core') as HTMLElement;
    // The keyword is searched 300 ms after the last key: the test moves a fake clock instead of waiting.
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    fireEvent(input, new CustomEvent('input', { detail: { value: '故宫' } }));
    act(() => void jest.advanceTimersByTime(299));
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    act(() => void jest.advanceTimersByTime(1));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    expect(within(screen.getByRole('radiogroup')).getByText('故宫博物院')).toBeTruthy();
    fireEvent(input, new CustomEvent('input', { detail: { value: '' } }));
    act(() => void jest.advanceTimersByTime(300));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: LOCATION_TEXT.confirm }));
    await expect(answered).resolves.toEqual({ name: '', address: '浙江省杭州市西湖区文三路附近', latitude: 30.2741, longitude: 120.1315 });
  });

  it('without the user\'s position it says so and still searches; leaving answers nothing', async () => {
    mapsService();
    (Taro as unknown as Record<string, jest.Mock>).getLocation = jest.fn(() => Promise.reject({ errMsg: 'getLocation:fail' }));
    const { answered } = await openFromControl();
    const view = await mount(<ChooseLocationScreen />);
    expect(await screen.findByText(LOCATION_TEXT.positionFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: LOCATION_TEXT.confirm }).getAttribute('aria-disabled')).toBe('true');
    view.unmount();
    await expect(answered).resolves.toBeNull();
  });
});
