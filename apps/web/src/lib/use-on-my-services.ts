import { useSearchParams } from 'react-router';

/** The URL flag of the "On my services" toggle: shareable, and kept when the page reloads. */
export const ON_MY_SERVICES_PARAM = 'services';

/** Whether a list keeps only titles on the viewer's services (docs/product/my-services.md), and how to change it. */
export function useOnMyServices() {
  const [params, setParams] = useSearchParams();
  const isOn = params.get(ON_MY_SERVICES_PARAM) === 'mine';
  return {
    isOn,
    set(next: boolean) {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next) copy.set(ON_MY_SERVICES_PARAM, 'mine');
          else copy.delete(ON_MY_SERVICES_PARAM);
          return copy;
        },
        { replace: true },
      );
    },
  };
}
