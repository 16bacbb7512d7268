package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.internal.codec.Values;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The plan of one exact page of a sharded listing: a k-way merge of one Query per shard. Each
 * {@link Plan.Round} holds the Queries of the shards that must be read before the merge can go on
 * (all of them at first, then the refills); the answers go to their shards, then {@link #advance()}
 * merges and either completes the page or makes the next round.
 *
 * <p>The merge takes the smallest head among the shards (in the listing's order; sort keys compare
 * as DynamoDB compares them, by UTF-8 bytes). It stops whenever a shard whose fetched items are all
 * used up has more: that shard is fetched again before anything is taken. Each shard is first asked
 * for about twice its share of the page ({@link #limit}), so requests per page stay about one per
 * shard while reads stay near twice the page, not N times it.
 *
 * <p>A sort key names one edge (the source decides the shard, and one item exists per source and
 * target), so equal heads in two shards are one edge read twice: in its old shard and in its new one,
 * while a re-shard moved it between the two Queries. It is listed once; the other copies are dropped.
 *
 * <p>Where the next page resumes, in the cursor: every shard after the page's last item (every item
 * not yet listed sorts after it, whichever shard holds it), also a shard this page read to its end,
 * since an edge may be added to it before the next page. So every page queries every shard, as an
 * unsharded listing queries its one partition.
 */
public final class ShardMerge<T> extends Plan<Page<T>> {
  private final ShardedPageQuery<T> query;
  private final List<Shard> shards;
  private final List<Map<String, AttributeValue>> page = new ArrayList<>();
  private final int pageSize;
  private List<ShardRequest> requests;
  private boolean complete;
  private boolean more;

  /** A Query for one shard. */
  record ShardRequest(int shard, QueryRequest request) {}

  /**
   * @param resumeAfter the sort key every shard resumes after (a cursor's), or null to start each
   *     shard at the listing's starting point or beginning
   */
  ShardMerge(ShardedPageQuery<T> query, int shards, String resumeAfter) {
    this.query = query;
    this.pageSize = query.pageSize();
    this.shards = new ArrayList<>(shards);
    String skip = resumeAfter != null ? resumeAfter : query.skipped();
    int limit = limit(pageSize + 1, shards) + (skip == null ? 0 : 1);
    List<ShardRequest> first = new ArrayList<>(shards);
    for (int i = 0; i < shards; i++) {
      Shard shard = new Shard(i, skip);
      this.shards.add(shard);
      shard.request = query.firstRequest(i, resumeAfter, limit);
      first.add(new ShardRequest(i, shard.request));
    }
    this.requests = List.copyOf(first);
  }

  @Override
  public Step step() {
    if (complete) {
      return Done.DONE;
    }
    List<QueryRequest> queries = new ArrayList<>(requests.size());
    for (ShardRequest request : requests) {
      queries.add(request.request());
    }
    return new Round(queries);
  }

  @Override
  public void answeredAll(List<QueryResponse> responses) {
    for (int i = 0; i < responses.size(); i++) {
      accept(requests.get(i).shard(), responses.get(i));
    }
    complete = advance();
  }

  /** Takes the response to the request for {@code shard}. */
  private void accept(int shard, QueryResponse response) {
    shards.get(shard).accept(response, query.sortAttribute());
  }

  /**
   * Merges what was fetched: true when the page is complete, false when the next {@link #step()} holds
   * the next Queries to send.
   */
  boolean advance() {
    while (true) {
      List<Shard> dry = shards.stream().filter(Shard::dry).toList();
      if (page.size() < pageSize && dry.isEmpty()) {
        Shard next = smallestHead();
        if (next == null) {
          more = false;
          return true;
        }
        Map<String, AttributeValue> item = next.buffer.poll();
        String key = sortKey(item);
        for (Shard shard : shards) {
          shard.dropHead(key);
        }
        page.add(item);
        continue;
      }
      if (page.size() == pageSize && shards.stream().anyMatch(s -> !s.buffer.isEmpty())) {
        more = true;
        return true;
      }
      if (dry.isEmpty()) {
        more = false;
        return true;
      }
      int wanted = pageSize + 1 - page.size();
      int live = (int) shards.stream().filter(s -> !s.exhausted()).count();
      List<ShardRequest> refills = new ArrayList<>(dry.size());
      for (Shard shard : dry) {
        shard.request = shard.request.toBuilder().exclusiveStartKey(shard.lastEvaluated)
            .limit(limit(wanted, live)).build();
        refills.add(new ShardRequest(shard.number, shard.request));
      }
      requests = List.copyOf(refills);
      return false;
    }
  }

  /** The page, once {@link #advance()} said it is complete: its items and, if more follow, a cursor. */
  @Override
  public Page<T> result() {
    Object[] items = new Object[page.size()];
    for (int i = 0; i < items.length; i++) {
      items[i] = query.mapper().fromItem(page.get(i));
    }
    return new Page<>(new PageItems<T>(items), more ? query.cursorAfter(sortKey(page.get(page.size() - 1))) : null);
  }

  /**
   * How many items to ask one shard for when {@code wanted} more items settle the page and {@code
   * live} shards may hold them: twice an even share, plus one, and never more than wanted.
   */
  static int limit(int wanted, int live) {
    long share = (2L * wanted + Math.max(live, 1) - 1) / Math.max(live, 1) + 1;
    return (int) Math.min(wanted, share);
  }

  private Shard smallestHead() {
    Shard best = null;
    for (Shard shard : shards) {
      if (!shard.buffer.isEmpty() && (best == null || compare(shard.head(), best.head()) < 0)) {
        best = shard;
      }
    }
    return best;
  }

  /** The listing's order of two sort keys: DynamoDB's (UTF-8 bytes, that is code points), reversed when descending. */
  int compare(String a, String b) {
    int order = compareCodePoints(a, b);
    return query.order() == SortOrder.DESCENDING ? -order : order;
  }

  /** Compares by code point, which is how DynamoDB orders UTF-8 strings (String.compareTo is UTF-16 order). */
  static int compareCodePoints(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      int x = a.codePointAt(i);
      int y = b.codePointAt(j);
      if (x != y) {
        return Integer.compare(x, y);
      }
      i += Character.charCount(x);
      j += Character.charCount(y);
    }
    return Integer.compare(a.length() - i, b.length() - j);
  }

  private String sortKey(Map<String, AttributeValue> item) {
    return Values.requireString(item, query.sortAttribute());
  }

  /** One shard's part of the page. */
  private final class Shard {
    final int number;
    /** An exclusive start's sort key (a cursor's, or a starting point's), dropped when read. */
    final String skip;
    final ArrayDeque<Map<String, AttributeValue>> buffer = new ArrayDeque<>();
    QueryRequest request;
    boolean queried;
    Map<String, AttributeValue> lastEvaluated;

    Shard(int number, String skip) {
      this.number = number;
      this.skip = skip;
    }

    void accept(QueryResponse response, String sortAttribute) {
      queried = true;
      for (Map<String, AttributeValue> item : response.items()) {
        String key = Values.requireString(item, sortAttribute);
        if (!key.equals(skip) && !query.outOfRange(key)) {
          buffer.add(item);
        }
      }
      lastEvaluated = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
          ? response.lastEvaluatedKey() : null;
    }

    /** Read to its end: nothing more to fetch for this page. */
    boolean exhausted() {
      return queried && lastEvaluated == null;
    }

    /** Holds no fetched item but has more: the merge cannot go on until it is read again. */
    boolean dry() {
      return buffer.isEmpty() && lastEvaluated != null;
    }

    String head() {
      return sortKey(buffer.peek());
    }

    /** Drops the head if it is the item with {@code key}, just listed from another shard (or this one). */
    void dropHead(String key) {
      if (!buffer.isEmpty() && head().equals(key)) {
        buffer.poll();
      }
    }
  }
}
