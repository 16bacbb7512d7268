package dev.singletable.benchmarks.enhanced;

import dev.singletable.benchmarks.Follow;
import dev.singletable.benchmarks.HandWrittenMapper;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbConvertedBy;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbIgnore;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/** {@link Follow} as an immutable class for {@code TableSchema.fromImmutableClass}. */
@DynamoDbImmutable(builder = FollowImmutable.Builder.class)
public final class FollowImmutable {
  private final Follow follow;

  private FollowImmutable(Follow follow) {
    this.follow = follow;
  }

  /** The immutable of {@code follow}. */
  public static FollowImmutable of(Follow follow) {
    return new FollowImmutable(follow);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The record of this object. */
  @DynamoDbIgnore
  public Follow toFollow() {
    return follow;
  }

  @DynamoDbPartitionKey
  @DynamoDbSecondarySortKey(indexNames = "GSI1")
  @DynamoDbAttribute("PK")
  public String pk() {
    return HandWrittenMapper.sourceKey(follow.follower());
  }

  @DynamoDbSortKey
  @DynamoDbSecondaryPartitionKey(indexNames = "GSI1")
  @DynamoDbAttribute("SK")
  public String sk() {
    return HandWrittenMapper.targetKey(follow.followee());
  }

  @DynamoDbAttribute("GSI1PK")
  public String gsi1pk() {
    return sk();
  }

  @DynamoDbAttribute("GSI1SK")
  public String gsi1sk() {
    return pk();
  }

  @DynamoDbAttribute("_type")
  public String type() {
    return "Follow";
  }

  @DynamoDbConvertedBy(FixedInstantConverter.class)
  public Instant followedAt() {
    return follow.followedAt();
  }

  public int weight() {
    return follow.weight();
  }

  /** Collects attributes read from an item. */
  public static final class Builder {
    private String follower;
    private String followee;
    private Instant followedAt;
    private int weight;

    public Builder pk(String pk) {
      follower = HandWrittenMapper.decodeSource(pk);
      return this;
    }

    public Builder sk(String sk) {
      followee = HandWrittenMapper.decodeTarget(sk);
      return this;
    }

    /** The same value as SK, which sets the followee. */
    public Builder gsi1pk(String gsi1pk) {
      return this;
    }

    /** The same value as PK, which sets the follower. */
    public Builder gsi1sk(String gsi1sk) {
      return this;
    }

    public Builder type(String type) {
      if (!"Follow".equals(type)) {
        throw new IllegalArgumentException("_type is " + type + ", not Follow");
      }
      return this;
    }

    public Builder followedAt(Instant followedAt) {
      this.followedAt = followedAt;
      return this;
    }

    public Builder weight(int weight) {
      this.weight = weight;
      return this;
    }

    public FollowImmutable build() {
      return new FollowImmutable(new Follow(follower, followee, followedAt, weight));
    }
  }
}
