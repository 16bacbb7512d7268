package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.internal.codec.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The state machine of one exact page (see {@link QueryLoop}). Each Query asks for one item beyond
 * the page, so a cursor is made only when another item really follows; while DynamoDB stops early
 * (1 MB, or an exclusive starting point's item dropped) it asks again. What the items become is the
 * {@link PageAssembler}'s business.
 *
 * @param <R> the page
 */
public final class Pager<R> extends QueryLoop<R> {
  private final PageQuery<R> query;
  private final int pageSize;
  private final PageAssembler<R> assembler;
  private final String skipped;
  private final String skippedHigh;
  /** The items found so far: the first response's own list until a second response arrives. */
  private List<Map<String, AttributeValue>> found = List.of();
  private QueryRequest request;

  /**
   * {@code first} already asks for {@link #limit(int, int) limit(pageSize, 0)} items.
   *
   * @param skipped the sort key of the items to leave out (an exclusive starting point's, or a range's
   *     exclusive lower bound), or null
   * @param skippedHigh the sort key of the items of a range's exclusive upper bound, or null
   */
  Pager(QueryRequest first, PageQuery<R> query, int pageSize, PageAssembler<R> assembler, String skipped,
      String skippedHigh) {
    this.query = query;
    this.pageSize = pageSize;
    this.assembler = assembler;
    this.skipped = skipped;
    this.skippedHigh = skippedHigh;
    this.request = first;
  }

  @Override
  QueryRequest first() {
    return request;
  }

  @Override
  Optional<QueryRequest> next(QueryResponse response) {
    List<Map<String, AttributeValue>> items = response.items();
    if (found.isEmpty() && skipped == null && skippedHigh == null) {
      found = items;
    } else {
      List<Map<String, AttributeValue>> more = new ArrayList<>(found.size() + items.size());
      more.addAll(found);
      for (Map<String, AttributeValue> item : items) {
        if (skipped == null && skippedHigh == null || !skips(Values.requireString(item, query.position().get(0)))) {
          more.add(item);
        }
      }
      found = more;
    }
    if (found.size() > pageSize || !response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {
      return Optional.empty();
    }
    request = request.toBuilder().exclusiveStartKey(response.lastEvaluatedKey())
        .limit(limit(pageSize, found.size())).build();
    return Optional.of(request);
  }

  private boolean skips(String sortKey) {
    return sortKey.equals(skipped) || sortKey.equals(skippedHigh);
  }

  /** The page: at most {@code pageSize} items, and a cursor if more were found. */
  @Override
  public R result() {
    int count = Math.min(found.size(), pageSize);
    String next = found.size() > pageSize ? cursorAfter(found.get(count - 1)) : null;
    return assembler.assemble(found, count, next);
  }

  /** The cursor that resumes after {@code last}: the values of its position attributes. */
  private String cursorAfter(Map<String, AttributeValue> last) {
    List<String> attributes = query.position();
    List<String> position = new ArrayList<>(attributes.size());
    for (String attribute : attributes) {
      position.add(Values.requireString(last, attribute));
    }
    return query.cursorAfter(position);
  }

  /** How many items to ask for: one beyond the page, less those already found. */
  static int limit(int pageSize, int found) {
    return (int) Math.min(pageSize + 1L - found, Integer.MAX_VALUE);
  }
}
