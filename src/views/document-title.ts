import { useEffect } from 'react';
import { selectHotel } from '../../machines/init/selectors';
import { useInitSelector } from '../../machines/init/provider';

/** Each page names itself in the tab title, after the hotel, so screen-reader users know where they are. */
export function useDocumentTitle(page: string): void {
  const hotel = useInitSelector(selectHotel);
  useEffect(() => {
    document.title = hotel ? `${page} | ${hotel.name}` : page;
  }, [page, hotel]);
}
