package dev.singletable.runtime.internal.plan;

import java.util.Objects;
import java.util.function.Function;

/**
 * One request to DynamoDB and how to read its answer, built without sending anything. A
 * {@code SyncExecutor} or an {@code AsyncExecutor} sends it; {@code Operations} builds it.
 *
 * @param request the request, complete and checked
 * @param call the API call that sends it
 * @param reader turns the response into the result
 * @param answer an exception that is an answer rather than an error, such as a failed condition of
 *     a create-if-absent; null if there is none
 * @param answerReader turns {@code answer} into the result, or into the typed exception it means
 */
public record Operation<Q, S, R>(Q request, Call<Q, S> call, Function<? super S, ? extends R> reader,
    Class<? extends RuntimeException> answer, Function<RuntimeException, ? extends R> answerReader) {

  public Operation {
    Objects.requireNonNull(request, "request");
    Objects.requireNonNull(call, "call");
    Objects.requireNonNull(reader, "reader");
  }

  /** An operation whose every exception is an error. */
  public static <Q, S, R> Operation<Q, S, R> of(Q request, Call<Q, S> call, Function<? super S, ? extends R> reader) {
    return new Operation<>(request, call, reader, null, null);
  }

  /** This operation, reading {@code exception} as the result {@code result}. */
  public Operation<Q, S, R> answering(Class<? extends RuntimeException> exception, R result) {
    return new Operation<>(request, call, reader, exception, new Fixed<>(result));
  }

  /**
   * This operation, reading {@code exception} with {@code failureReader}, which may return a result or
   * throw the exception that the failure means (the item that failed a condition says which).
   */
  public <E extends RuntimeException> Operation<Q, S, R> readingFailure(Class<E> exception,
      Function<? super E, ? extends R> failureReader) {
    return new Operation<>(request, call, reader, exception, new Cast<>(exception, failureReader));
  }

  /** The result of a response. */
  public R read(S response) {
    return reader.apply(response);
  }

  /** Whether {@code failure} (already unwrapped) is the expected answer rather than an error. */
  public boolean isAnswer(Throwable failure) {
    return answer != null && answer.isInstance(failure);
  }

  /** The result of {@code failure}, for which {@link #isAnswer} is true. */
  public R answer(Throwable failure) {
    return answerReader.apply(answer.cast(failure));
  }

  private record Fixed<R>(R result) implements Function<RuntimeException, R> {
    @Override
    public R apply(RuntimeException failure) {
      return result;
    }
  }

  private record Cast<E extends RuntimeException, R>(Class<E> type, Function<? super E, ? extends R> reader)
      implements Function<RuntimeException, R> {
    @Override
    public R apply(RuntimeException failure) {
      return reader.apply(type.cast(failure));
    }
  }
}
