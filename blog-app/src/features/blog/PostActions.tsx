import { Button, Flex, HeartIcon, shareOrCopy, ShareIcon, toast, type BlogPost } from '@osck/shared'
import { useState } from 'react'

/** Like (a local toggle, not saved) and Share (native share sheet, else the link is copied). */
export function PostActions({ post }: { post: BlogPost }) {
  const [liked, setLiked] = useState(false)
  const toggleLike = () => {
    toast({ title: liked ? 'You unliked this post' : 'You liked this post' })
    setLiked(!liked)
  }
  const share = () =>
    void shareOrCopy(
      { title: post.title, text: post.description, url: window.location.href },
      'Blog post link copied to clipboard',
    )
  return (
    <Flex gap="3" mt="8" pt="6" borderTopWidth="1px" wrap="wrap">
      <Button
        variant={liked ? 'solid' : 'outline'}
        colorPalette="brand"
        focusRing="outside"
        aria-pressed={liked}
        onClick={toggleLike}
      >
        <HeartIcon fill={liked ? 'currentColor' : 'none'} /> Like
      </Button>
      <Button variant="outline" focusRing="outside" onClick={share}>
        <ShareIcon /> Share
      </Button>
    </Flex>
  )
}
