import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keepRowsWithin } from '@/lib/query/list-subject';
import {
  delMeetingRoom,
  getAvailablePoints,
  getRoomHistoryList,
  saveMeetingRoom,
  selectMeetingRooms,
  updateMeetingRoom,
} from './meeting-rooms-api';
import type { MeetingRoomFields, MeetingRoomQuery, RoomHistoryQuery } from './types';

// Server state of meeting rooms and video-meeting usage. Keys start with 'meetingRooms'.
export const meetingRoomKeys = {
  all: ['meetingRooms'] as const,
  rooms: ['meetingRooms', 'rooms'] as const,
  page: (q: MeetingRoomQuery) => ['meetingRooms', 'rooms', q.buildingName, q.name, q.page, q.size] as const,
  points: ['meetingRooms', 'video', 'points'] as const,
  history: (q: RoomHistoryQuery) =>
    ['meetingRooms', 'video', 'history', q.startTime, q.endTime, q.page, q.size] as const,
};

export function useMeetingRoomPage(query: MeetingRoomQuery) {
  const q = { ...query, name: query.name.trim() };
  // rows of one building stay while paging or searching in it; another building starts empty
  return useQuery({
    queryKey: meetingRoomKeys.page(q),
    queryFn: ({ signal }) => selectMeetingRooms(q, signal),
    ...keepRowsWithin(q.buildingName),
  });
}

export function useSaveMeetingRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, room }: { id?: string; room: MeetingRoomFields }) =>
      id ? updateMeetingRoom(id, room) : saveMeetingRoom(room),
    onSuccess: () => client.invalidateQueries({ queryKey: meetingRoomKeys.rooms }),
  });
}

export function useDeleteMeetingRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => delMeetingRoom(id),
    onSettled: () => client.invalidateQueries({ queryKey: meetingRoomKeys.rooms }),
  });
}

export function useVideoPoints() {
  return useQuery({ queryKey: meetingRoomKeys.points, queryFn: ({ signal }) => getAvailablePoints(signal) });
}

export function useRoomHistory(q: RoomHistoryQuery) {
  // one date range is one subject: another range never shows the previous range's meetings
  return useQuery({
    queryKey: meetingRoomKeys.history(q),
    queryFn: ({ signal }) => getRoomHistoryList(q, signal),
    ...keepRowsWithin([q.startTime, q.endTime]),
  });
}
