package dev.singletable.runtime;

import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.exec.AsyncCalls;
import dev.singletable.runtime.internal.tx.ComposedRead;
import java.util.concurrent.CompletableFuture;

/**
 * A read transaction of the items of any repositories of one table over an asynchronous client: up to 100 gets, read
 * by one TransactGetItems as of one moment, so that they agree with each other (a follow and both
 * counters it changed). Made by the generated table's {@code read()}:
 *
 * <pre>{@code
 * AsyncReadTransaction read = social.read();
 * TransactionGet<User> alice = read.get(social.users(), aliceKey);
 * TransactionGet<Follow> follow = read.get(social.follows(), new Follow("alice", "bob", null));
 * ReadResult result = read.execute().join();
 * Optional<User> stored = result.get(alice);
 * }</pre>
 *
 * <p>Refused before the request: a null record or one whose id cannot be a key (at {@code get}), a
 * repository of another table or built on its own (at {@code get}), and at {@code execute}: no get or
 * more than 100, or two gets of one item. Not thread-safe; one builder is one read. See {@link
 * ReadTransaction} for the blocking form.
 */
public final class AsyncReadTransaction {
  private final ComposedRead read;
  private final String method;

  private AsyncReadTransaction(ComposedRead read, String method) {
    this.read = read;
    this.method = method;
  }

  /**
   * A new read of the table whose context {@code table} is; {@code method} names the table's method in
   * messages ({@code SocialAsyncTable.read}). For generated table classes only.
   *
   * @throws InvalidRequestException if {@code table} is not a generated table's context
   */
  public static AsyncReadTransaction of(Wiring table, String method) {
    return new AsyncReadTransaction(new ComposedRead(RepositoryWiring.context(table, method), method), method);
  }

  /**
   * Adds a get of the item with the key of {@code record} (its other components are ignored).
   *
   * @return the handle that reads its item from the {@link ReadResult}
   * @throws InvalidKeyException if {@code record} or one of its ids is null
   * @throws InvalidRequestException if {@code repository} is null or of another table
   */
  public <T, M extends ItemMapper<T>> TransactionGet<T> get(AsyncItemRepository<T, M> repository, T record) {
    if (repository == null) {
      throw new InvalidRequestException(method + ".get: the repository is null. Pass one of this table's"
          + " repositories, as social.users().");
    }
    RepositoryWiring<T, M> items = repository.wiring;
    T key = record != null ? record : Arguments.requireKey(record, method + ".get", items.parameter(), items.entity());
    return new TransactionGet<>(this, read.add(items.context(), items.entity(), items.mapper().primaryKey(key),
        items.mapper()));
  }

  /**
   * Reads every item.
   *
   * @return the future of the items; it fails with what {@link ReadTransaction#execute()} throws, refusals included
   * @throws InvalidRequestException for no get or more than 100, or two gets of one item, before the
   *     request
   */
  public CompletableFuture<ReadResult> execute() {
    return AsyncCalls.future(() -> read.context().async().run(read.plan()))
        .thenApply(items -> new ReadResult(this, items));
  }
}
