/** One message as the archive presents it, in its files, messages.csv and index.html. */
export interface ArchivedMessage {
  /** 1, 2, 3... in time order: the file name's and the page's number. */
  number: number;
  /** The number as the file names write it: '001' (wider past 999 messages). */
  label: string;
  /** What the guest typed, '' when nothing. */
  senderName: string;
  /** What the page shows: the guest's name, or 'A Guest'. */
  displayName: string;
  email: string;
  /** When it was sent (UTC ms), and the same on the host's wall clock, 'YYYY-MM-DD HH:MM'. */
  at: number;
  localTime: string;
  /** Whole seconds, as the inbox shows. */
  duration: number;
  replied: boolean;
  /** The question on the guest's screen when they recorded (docs/decisions/051); null when the host asked none. */
  prompt: string | null;
  /** Its recording's name in the archive; null when the recording was missing from the store. */
  file: string | null;
  /** The guest's photo's name in the archive (the recording's, ending .jpg); null when none was sent. */
  photoFile: string | null;
}

