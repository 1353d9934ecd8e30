/**
 * The name the printed book is downloaded under (made safe for every file system by the server). Its words are the
 * catalogues' (mail.json's `book`, in the host's language: docs/decisions/077); the file name stays one spelling.
 */
export const bookFileName = (username: string, date: string) => `${username}-voice-guestbook-${date}.pdf`;
