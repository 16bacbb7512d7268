package dev.singletable.benchmarks.enhanced;

import dev.singletable.benchmarks.Follow;
import dev.singletable.benchmarks.HandWrittenMapper;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticImmutableTableSchema;

/** The three Enhanced Client schemas of {@link Follow}, each in the generated code's layout. */
public final class FollowSchemas {
  private FollowSchemas() {}

  /** The record itself, mapped by getter and setter lambdas: no reflection. */
  public static StaticImmutableTableSchema<Follow, FollowBuilder> staticImmutable() {
    return StaticImmutableTableSchema.builder(Follow.class, FollowBuilder.class)
        .newItemBuilder(FollowBuilder::new, FollowBuilder::build)
        .addAttribute(String.class, a -> a.name("PK")
            .getter(f -> HandWrittenMapper.sourceKey(f.follower()))
            .setter((b, pk) -> b.follower = HandWrittenMapper.decodeSource(pk))
            .tags(StaticAttributeTags.primaryPartitionKey(),
                StaticAttributeTags.secondarySortKey("GSI1")))
        .addAttribute(String.class, a -> a.name("SK")
            .getter(f -> HandWrittenMapper.targetKey(f.followee()))
            .setter((b, sk) -> b.followee = HandWrittenMapper.decodeTarget(sk))
            .tags(StaticAttributeTags.primarySortKey(),
                StaticAttributeTags.secondaryPartitionKey("GSI1")))
        .addAttribute(String.class, a -> a.name("GSI1PK")
            .getter(f -> HandWrittenMapper.targetKey(f.followee()))
            .setter((b, sk) -> { }))
        .addAttribute(String.class, a -> a.name("GSI1SK")
            .getter(f -> HandWrittenMapper.sourceKey(f.follower()))
            .setter((b, pk) -> { }))
        .addAttribute(String.class, a -> a.name("_type")
            .getter(f -> "Follow")
            .setter(FollowBuilder::checkType))
        .addAttribute(Instant.class, a -> a.name("followedAt")
            .getter(Follow::followedAt)
            .setter((b, at) -> b.followedAt = at)
            .attributeConverter(new FixedInstantConverter()))
        .addAttribute(Integer.class, a -> a.name("weight")
            .getter(Follow::weight)
            .setter((b, weight) -> b.weight = weight))
        .build();
  }

  /** {@link FollowBean} by bean introspection. */
  public static TableSchema<FollowBean> bean() {
    return TableSchema.fromBean(FollowBean.class);
  }

  /** {@link FollowImmutable} by immutable-class introspection. */
  public static TableSchema<FollowImmutable> immutable() {
    return TableSchema.fromImmutableClass(FollowImmutable.class);
  }

  /** The builder the static schema fills from an item. */
  public static final class FollowBuilder {
    private String follower;
    private String followee;
    private Instant followedAt;
    private int weight;

    void checkType(String type) {
      if (!"Follow".equals(type)) {
        throw new IllegalArgumentException("_type is " + type + ", not Follow");
      }
    }

    Follow build() {
      return new Follow(follower, followee, followedAt, weight);
    }
  }
}
