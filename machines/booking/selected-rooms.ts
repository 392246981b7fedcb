/** One line of the selection: a plan of a room type and how many rooms of it. */
export interface SelectedRoom {
  roomTypeCode: string;
  roomPlanCode: string;
  quantity: number;
}

export interface RoomRef {
  roomTypeCode: string;
  roomPlanCode: string;
}

/** The room type's free rooms (Room.roomCount) as the search returned it. */
export interface RoomAvailability extends RoomRef {
  roomCount: number;
}

const same = (a: RoomRef, b: RoomRef) => a.roomTypeCode === b.roomTypeCode && a.roomPlanCode === b.roomPlanCode;

export function quantityOf(selection: readonly SelectedRoom[], ref: RoomRef): number {
  return selection.find((line) => same(line, ref))?.quantity ?? 0;
}

/** Plans of one room type share its free rooms. */
export function quantityOfRoomType(selection: readonly SelectedRoom[], roomTypeCode: string): number {
  return selection.filter((line) => line.roomTypeCode === roomTypeCode).reduce((sum, line) => sum + line.quantity, 0);
}

export function totalRooms(selection: readonly SelectedRoom[]): number {
  return selection.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * One more room is possible while the room type has free rooms left and every selected room can
 * still get one of the searched adults.
 */
export function canIncrement(selection: readonly SelectedRoom[], room: RoomAvailability, adults: number): boolean {
  return quantityOfRoomType(selection, room.roomTypeCode) < room.roomCount && totalRooms(selection) < adults;
}

export function increment(selection: readonly SelectedRoom[], room: RoomAvailability, adults: number): SelectedRoom[] {
  if (!canIncrement(selection, room, adults)) return [...selection];
  const ref = { roomTypeCode: room.roomTypeCode, roomPlanCode: room.roomPlanCode };
  if (quantityOf(selection, ref) === 0) return [...selection, { ...ref, quantity: 1 }];
  return selection.map((line) => (same(line, ref) ? { ...line, quantity: line.quantity + 1 } : line));
}

/** Never below 0: a line that reaches 0 is removed. */
export function decrement(selection: readonly SelectedRoom[], ref: RoomRef): SelectedRoom[] {
  return selection
    .map((line) => (same(line, ref) ? { ...line, quantity: line.quantity - 1 } : line))
    .filter((line) => line.quantity > 0);
}
