package dev.singletable.runtime.internal.plan;


/** One {@link Operation} as a {@link Plan}: its request, then its result, read from the answer or the failure. */
final class OperationPlan<Q, S, R> extends Plan<R> {
  private final Operation<Q, S, R> operation;
  private boolean done;
  private R result;

  OperationPlan(Operation<Q, S, R> operation) {
    this.operation = operation;
  }

  @Override
  public Step step() {
    return done ? Done.DONE : new Send<>(operation.call(), operation.request());
  }

  @Override
  @SuppressWarnings("unchecked")
  public void answered(Object response) {
    result = operation.read((S) response);
    done = true;
  }

  @Override
  public void failed(RuntimeException failure) {
    if (!operation.isAnswer(failure)) {
      throw failure;
    }
    result = operation.answer(failure);
    done = true;
  }

  @Override
  public R result() {
    return result;
  }
}
