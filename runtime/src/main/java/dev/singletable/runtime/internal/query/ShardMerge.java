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
final class ShardMerge<T> extends Plan<Page<T>> {
  private final List<Shard> shards;
  private final List<Map<String, AttributeValue>> page = new ArrayList<>();
  private final String sortAttribute;
  private final SortOrder order;
  private final List<String> dropped;
  private final int pageSize;
  private final PageAssembler<Page<T>> assembler;
  private final Cursors cursors;
  private List<ShardRequest> requests;
  private boolean complete;
  private boolean more;

  /** A Query for one shard. */
  record ShardRequest(int shard, QueryRequest request) {}

  /**
   * @param first the first Query of each shard, shard 0 first, each asking for {@link #firstLimit} items
   * @param sortAttribute the sort key attribute of the index, by which the shards are merged
   * @param order the listing's order
   * @param dropped the sort keys whose items are left out, whichever shard reads them: the one the
   *     page resumes after (a cursor's, or an exclusive starting point's) and a range's exclusive bounds
   * @param pageSize how many items make the page
   * @param assembler what the page's items become
   * @param cursors the listing's cursors, of which the next page's is made
   */
  ShardMerge(List<QueryRequest> first, String sortAttribute, SortOrder order, List<String> dropped, int pageSize,
      PageAssembler<Page<T>> assembler, Cursors cursors) {
    this.sortAttribute = sortAttribute;
    this.order = order;
    this.dropped = dropped;
    this.pageSize = pageSize;
    this.assembler = assembler;
    this.cursors = cursors;
    this.shards = new ArrayList<>(first.size());
    List<ShardRequest> requests = new ArrayList<>(first.size());
    for (int i = 0; i < first.size(); i++) {
      Shard shard = new Shard(i);
      this.shards.add(shard);
      shard.request = first.get(i);
      requests.add(new ShardRequest(i, shard.request));
    }
    this.requests = List.copyOf(requests);
  }

  /**
   * How many items the first Query of each of {@code shards} asks for: its {@link #limit} of the page
   * and the item that tells whether another follows, and one more if the page resumes after an item
   * ({@code resuming}: a cursor's or an exclusive starting point's), which each shard reads again.
   */
  static int firstLimit(int pageSize, int shards, boolean resuming) {
    return limit(pageSize + 1, shards) + (resuming ? 1 : 0);
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
    shards.get(shard).accept(response);
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
    String next = more ? cursors.after(List.of(sortKey(page.get(page.size() - 1)))) : null;
    return assembler.assemble(page, page.size(), next);
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
    int ascending = compareCodePoints(a, b);
    return order == SortOrder.DESCENDING ? -ascending : ascending;
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
    return Values.requireString(item, sortAttribute);
  }

  /** One shard's part of the page. */
  private final class Shard {
    final int number;
    final ArrayDeque<Map<String, AttributeValue>> buffer = new ArrayDeque<>();
    QueryRequest request;
    boolean queried;
    Map<String, AttributeValue> lastEvaluated;

    Shard(int number) {
      this.number = number;
    }

    void accept(QueryResponse response) {
      queried = true;
      for (Map<String, AttributeValue> item : response.items()) {
        String key = sortKey(item);
        if (!dropped.contains(key)) {
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
