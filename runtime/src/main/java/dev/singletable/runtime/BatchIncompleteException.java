package dev.singletable.runtime;

import java.util.List;

/**
 * A batch read or write ran out of attempts ({@link BatchSettings#maxAttempts()}) while DynamoDB kept
 * leaving part of it unprocessed or throttling it. Everything not listed here was done; what is
 * listed was not, and is the caller's records, in the order the batch held them: the records to put,
 * the records whose key was to be deleted, and the records whose key was to be read (for a node's
 * {@code getAll} and {@code deleteAll}, which take ids, the ids: {@code notRead(String.class)}). A write that
 * was never sent because an earlier call of the batch ran out is listed too, so resending exactly
 * these lists finishes the batch.
 *
 * <p>Throttling means the table lacks capacity for the rate of requests: resend later, raise the
 * table's capacity, or allow more attempts.
 */
public final class BatchIncompleteException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  // Records need not be serializable, so they do not travel with a serialized exception.
  private final transient List<Object> notPut;
  private final transient List<Object> notDeleted;
  private final transient List<Object> notRead;
  /** @serial requests sent for the call that ran out */
  private final int attempts;

  /**
   * @param message what was left undone and what to do
   * @param notPut the records whose put was not done
   * @param notDeleted the records whose delete was not done
   * @param notRead the records whose key was not read
   * @param attempts how many requests were sent for the call of the batch that ran out
   * @param cause the last throttling error, or null if DynamoDB answered with unprocessed items
   */
  public BatchIncompleteException(String message, List<?> notPut, List<?> notDeleted, List<?> notRead,
      int attempts, Throwable cause) {
    super(message, cause);
    this.notPut = List.copyOf(notPut);
    this.notDeleted = List.copyOf(notDeleted);
    this.notRead = List.copyOf(notRead);
    this.attempts = attempts;
  }

  /** The records whose put was not done, in batch order. */
  public List<Object> notPut() {
    return notPut;
  }

  /** The records of type {@code type} whose put was not done, in batch order. */
  public <T> List<T> notPut(Class<T> type) {
    return only(notPut, type);
  }

  /** The records (or node ids) whose delete was not done, in batch order. */
  public List<Object> notDeleted() {
    return notDeleted;
  }

  /** The records of type {@code type} whose delete was not done, in batch order. */
  public <T> List<T> notDeleted(Class<T> type) {
    return only(notDeleted, type);
  }

  /** The records (or node ids) whose key was not read, once per key, in the order they were asked for. */
  public List<Object> notRead() {
    return notRead;
  }

  /** The records of type {@code type} whose key was not read. */
  public <T> List<T> notRead(Class<T> type) {
    return only(notRead, type);
  }

  /** How many requests were sent for the call of the batch that ran out of attempts. */
  public int attempts() {
    return attempts;
  }

  private static <T> List<T> only(List<Object> records, Class<T> type) {
    return records.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
