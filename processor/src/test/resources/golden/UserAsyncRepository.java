package dev.singletable.samples.social;

import dev.singletable.runtime.AsyncItemCollection;
import dev.singletable.runtime.AsyncNodeRepository;
import dev.singletable.runtime.Condition;
import dev.singletable.runtime.ItemKey;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.Wiring;
import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.exec.TableContext;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Reads and writes {@link User} nodes: {@code PK = ACTOR#<id>}, {@code SK = #User}.
 * The rest is {@link AsyncNodeRepository}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class UserAsyncRepository extends AsyncNodeRepository<User> {
  private final FollowAsyncRepository followRepository;

  /**
   * Over {@code client} (never closed here) and the physical table {@code tableName}.
   */
  public UserAsyncRepository(DynamoDbAsyncClient client, String tableName) {
    this(client, tableName, TableSettings.defaults());
  }

  /**
   * As {@link #UserAsyncRepository(DynamoDbAsyncClient, String)}, in a table built with {@code settings}.
   */
  public UserAsyncRepository(DynamoDbAsyncClient client, String tableName, TableSettings settings) {
    this(TableContext.of(client, tableName, settings, "new UserAsyncRepository"));
  }

  /**
   * Over the client, table name and settings of {@link SocialAsyncTable}, which hands them to its
   * repositories as one {@link Wiring}; its accessors give repositories built this way.
   */
  public UserAsyncRepository(Wiring table) {
    super(RepositoryWiring.node(table, UserMapper.INSTANCE,
        "UserAsyncRepository", "User", "user", "users", UserCollectionPage.TYPES));
    this.followRepository = new FollowAsyncRepository(table);
  }

  /**
   * The node, or empty when it does not exist: one GetItem.
   */
  public CompletableFuture<Optional<User>> get(String id, ReadConsistency consistency) {
    return getByKey(() -> UserKeys.primaryKey(id), consistency);
  }

  /**
   * As {@link #get(String, ReadConsistency)}, eventually consistent.
   */
  public CompletableFuture<Optional<User>> get(String id) {
    return get(id, ReadConsistency.EVENTUAL);
  }

  /**
   * Whether the node exists: one GetItem that fetches only the key.
   */
  public CompletableFuture<Boolean> exists(String id, ReadConsistency consistency) {
    return existsByKey(() -> UserKeys.primaryKey(id), consistency);
  }

  /**
   * As {@link #exists(String, ReadConsistency)}, eventually consistent.
   */
  public CompletableFuture<Boolean> exists(String id) {
    return exists(id, ReadConsistency.EVENTUAL);
  }

  /**
   * The key of the node with these ids, for a read transaction's get: {@code
   * read.get(table.users().key(...))}. Sends nothing.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if an id is null or cannot be a key
   * @see dev.singletable.runtime.AsyncReadTransaction#get(dev.singletable.runtime.ItemKey)
   */
  public ItemKey<User> key(String id) {
    return keyOf(UserKeys.primaryKey(id));
  }

  /**
   * Deletes the node if it is at {@code version}; true if it existed.
   */
  public CompletableFuture<Boolean> delete(String id, long version) {
    return deleteByKey(() -> UserKeys.primaryKey(id), id, version);
  }

  /**
   * Deletes the node at {@code version} only if it meets {@code condition}, made with
   * {@link UserCondition}; true if it existed and was deleted, false if none was stored.
   * The future fails as the synchronous repository's {@code delete} throws.
   */
  public CompletableFuture<Boolean> delete(String id, long version, Condition<User> condition) {
    return deleteByKey(() -> UserKeys.primaryKey(id), id, version, condition);
  }

  /**
   * The nodes with {@code ids}, one element per id in the same order: the stored node, or empty
   * when it does not exist. BatchGetItem, 100 keys a call, resent as the table's {@code BatchSettings}
   * say; an id asked for twice is read once.
   *
   * <p>The future fails with {@link dev.singletable.runtime.InvalidKeyException}
   * if an id is null or cannot be a key, before any request.
   * <p>The future fails with {@link dev.singletable.runtime.BatchIncompleteException}
   * if keys were still unread after the last attempt;
   * its {@code notRead()} lists their ids.
   */
  public CompletableFuture<List<Optional<User>>> getAll(List<String> ids,
      ReadConsistency consistency) {
    return getAllByKeys(ids, UserKeys::primaryKey, consistency);
  }

  /**
   * As {@link #getAll(List, ReadConsistency)}, eventually consistent.
   */
  public CompletableFuture<List<Optional<User>>> getAll(List<String> ids) {
    return getAll(ids, ReadConsistency.EVENTUAL);
  }

  /**
   * Changes the node's attributes as {@code update} says, without reading it first: one UpdateItem,
   * conditioned on the node existing at {@code version}, the version read; it stores the next version.
   * The result is the node as stored afterwards; nothing is written if a condition fails.
   * The future fails as the synchronous repository's {@code update} throws.
   */
  public CompletableFuture<User> update(String id, long version, UserUpdate update) {
    return updateByKey(() -> UserKeys.primaryKey(id), id, version, update);
  }

  /**
   * As the {@code update} without a condition, applied only if {@code condition} (made with
   * {@link UserCondition}) holds too; a failed one is a {@code ConditionFailedException} naming the
   * attributes whose part failed, with the update's own conditions.
   */
  public CompletableFuture<User> update(String id, long version, UserUpdate update,
      Condition<User> condition) {
    return updateByKey(() -> UserKeys.primaryKey(id), id, version, update, condition);
  }

  /**
   * Repairs {@code following} of the node {@code id} from the Follow edges from it, as
   * {@link FollowAsyncRepository#recountUserFollowing} does; see there.
   */
  public CompletableFuture<Long> recountFollowing(String id) {
    return this.followRepository.recountUserFollowing(id);
  }

  /**
   * Repairs {@code followers} of the node {@code id} from the Follow edges into it, as
   * {@link FollowAsyncRepository#recountUserFollowers} does; see there.
   */
  public CompletableFuture<Long> recountFollowers(String id) {
    return this.followRepository.recountUserFollowers(id);
  }

  /**
   * The item collection of {@code id}: the User and its Follow and Mute edges in the partition {@code PK = ACTOR#<id>},
   * read a page at a time ({@code page}) or page after page ({@code pages}), each page one Query.
   * The page size counts every item, items of other types included, which are skipped
   * ({@link UserCollectionPage#skippedItems()}). Sends nothing until one of those is called.
   */
  public AsyncItemCollection<UserCollectionPage> collection(String id) {
    return collection(() -> UserKeys.key(id), UserCollectionPage::new, "collection");
  }
}
