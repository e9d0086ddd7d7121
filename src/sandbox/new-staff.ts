import { nowStamp, type StaffRow } from './org-tables';

// A person joining an enterprise (added, imported, confirmed from onboarding, or its founder): one
// place for what a new staff row starts with, so the four ways in cannot drift apart.

/** What only the caller knows of the newcomer; the rest may be given to replace the start value. */
type Given = Pick<StaffRow, 'id' | 'enterpriseNumber' | 'lenovoId' | 'name' | 'telephone' | 'email' | 'departIds'> &
  Partial<Omit<StaffRow, 'profile'>>;

/** A new staff row: no work details yet, joined today, unactivated until an account signs in, and an
 *  empty profile (男, as the profile form starts). Fields keep the row's usual order. */
export function newStaffRow(given: Given): StaffRow {
  const { id, enterpriseNumber, lenovoId, name, telephone, email, departIds, ...rest } = given;
  return {
    id,
    enterpriseNumber,
    lenovoId,
    name,
    telephone,
    email,
    position: '',
    staffId: '',
    employeeNumber: '',
    extensionNumber: '',
    officeAddress: '',
    entryTime: nowStamp().slice(0, 10),
    departIds,
    status: 'unactivated',
    isCeo: false,
    ...rest,
    profile: {
      nativePlace: '',
      major: '',
      idNumber: '',
      university: '',
      birthDate: '',
      graduationTime: '',
      gender: '男',
      emergencyContact: '',
      emergencyPhone: '',
      emergencyRelation: '',
      bankCardNumber: '',
      openingBank: '',
      education: '',
    },
  };
}
